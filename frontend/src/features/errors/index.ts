export { NotFoundPage } from './routes/NotFoundPage';
