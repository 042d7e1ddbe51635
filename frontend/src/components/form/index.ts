// The building blocks of every form: labelled fields, the submit button, the form's alert, and
// the placing of a server's errors next to their fields.
export {
  FieldError,
  FieldHint,
  FieldLabel,
  PasswordField,
  SelectField,
  TextAreaField,
  TextField,
  controlClass,
  sentence,
  useFieldIds,
} from './fields';
export { FormAlert, FormNotice } from './FormAlert';
export { applyServerError } from './server-errors';
export { SubmitButton } from './SubmitButton';
export { primaryButtonClass, secondaryButtonClass } from '../buttons';
