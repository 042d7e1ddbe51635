import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2, LockKeyhole, LogIn } from 'lucide-react';
import { type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';

import { type CreateOrderBody, ErrorCode, type Order, PaymentMethod } from '@/api';
import { FullPageSpinner } from '@/components/Spinner';
import {
  FormAlert,
  TextField,
  applyServerError,
  primaryButtonClass,
  secondaryButtonClass,
} from '@/components/form';
import { ApiError } from '@/lib/api';
import { paths } from '@/lib/paths';
import { notify } from '@/lib/toast';
import { orderSuccessState, usePayOnline } from '@/lib/payment';
import { COUNTRY, parsePinCode } from '@/lib/india';
import { type Address, type AddressType, type User, useUser } from '@/lib/session';
import { useUpdateUserAddress } from '@/lib/session/update-user-address';
import { type CartItem, cartLineKey, useCart, useCartLineActions } from '@/lib/shopping';
import { usePageTitle } from '@/lib/page-title';

import { type PlacedCheckout, useCreateOrder } from '../api/create-order';
import { useQuote } from '../api/quote';
import { endCheckoutAttempt, idempotencyKeyFor } from '../attempt';
import { clearCart, toCartLine, toOrderLines, updateCartItem } from '../cart';
import { AddressSection } from '../components/AddressSection';
import { CouponBox } from '../components/CouponBox';
import { OrderTotals } from '../components/OrderTotals';
import { EmptyCart, QuoteError } from '../components/CartStates';
import { PageMessage } from '../components/PageMessage';
import { PaymentMethods } from '../components/PaymentMethods';
import { PaymentPending } from '../components/PaymentPending';
import { type LineActions, QuoteLines, QuoteLinesSkeleton } from '../components/QuoteLines';
import { checkout as catalog } from '../i18n';
import {
  type AddressFormInput,
  type AddressFormValues,
  NEW_ADDRESS,
  newAddressFormSchema,
  savedAddressFormSchema,
  toShippingAddress,
} from '../validation';

const CHECKOUT = paths.checkout();
const cardClass = 'rounded-md border border-stone-200 bg-white p-4 sm:p-6';
/** The address book's types, in the order a saved checkout address takes the first free one. */
const ADDRESS_BOOK_TYPES: readonly AddressType[] = ['Default', 'Home', 'Office'];

const ADDRESS_FIELDS = ['name', 'phoneNumber', 'address1', 'address2', 'city', 'state', 'zipCode'] as const;
const CONTACT_FIELDS = ['name', 'phoneNumber'] as const;

/** /checkout: the cart as the server prices it, where it goes, how it is paid, and placing it. */
export function CheckoutPage() {
  const t = catalog.useT();
  usePageTitle(t('title'));
  const user = useUser();
  if (user.isPending) return <FullPageSpinner label={t('page.checkingAccount')} />;
  if (user.isError) {
    return (
      <PageMessage
        icon={<LogIn className="h-12 w-12 text-stone-300" aria-hidden="true" />}
        title={t('signInCheck.title')}
        actions={
          <button type="button" onClick={() => void user.refetch()} className={primaryButtonClass}>
            {t('signInCheck.retry')}
          </button>
        }
      >
        <p>{t('signInCheck.body')}</p>
      </PageMessage>
    );
  }
  if (!user.data) return <SignInPrompt />;
  return <Checkout user={user.data} />;
}

function SignInPrompt() {
  const t = catalog.useT();
  const { count } = useCart();
  return (
    <PageMessage
      icon={<LockKeyhole className="h-12 w-12 text-brand-600" aria-hidden="true" />}
      title={t('signIn.title')}
      actions={
        <>
          <Link to={paths.login({ next: CHECKOUT })} className={primaryButtonClass}>
            {t('signIn.signIn')}
          </Link>
          <Link to={paths.signUp({ next: CHECKOUT })} className={secondaryButtonClass}>
            {t('signIn.createAccount')}
          </Link>
        </>
      }
    >
      <p>
        {t('signIn.body')}
        {count > 0 && ` ${t('signIn.cartKept', { count })}`}
      </p>
    </PageMessage>
  );
}

type Prefill = { name: string; email: string; contact: string };

function Checkout({ user }: { user: User }) {
  const t = catalog.useT();
  const navigate = useNavigate();
  const { items } = useCart();
  const [placed, setPlaced] = useState<{ checkout: PlacedCheckout; prefill: Prefill } | null>(null);
  const payOnline = usePayOnline();

  const toSuccess = (orders: readonly Order[], totalPrice: number) =>
    void navigate(paths.orderSuccess(), { state: orderSuccessState(orders, totalPrice) });

  const pay = async (checkout: PlacedCheckout, prefill: Prefill) => {
    const paid = await payOnline.pay({
      checkoutId: checkout.checkoutId,
      description: catalog.t('razorpay.description', { count: checkout.orders.length }),
      prefill,
    });
    if (paid) toSuccess(paid.orders, paid.totalPrice);
  };

  const onPlaced = (checkout: PlacedCheckout, prefill: Prefill) => {
    // Shown before the cart empties, so the page never flashes "your cart is empty" on its way.
    flushSync(() => setPlaced({ checkout, prefill }));
    // The orders exist now, whatever happens to the payment: the cart has become them.
    clearCart();
    if (checkout.paymentMethod === 'cod') toSuccess(checkout.orders, checkout.totalPrice);
    else void pay(checkout, prefill);
  };

  if (placed?.checkout.paymentMethod === 'cod') return <FullPageSpinner label={t('page.openingOrder')} />;
  if (placed) {
    return (
      <PaymentPending
        placed={placed.checkout}
        state={payOnline.state}
        onPay={() => void pay(placed.checkout, placed.prefill)}
      />
    );
  }
  if (items.length === 0) return <EmptyCart />;
  return <CheckoutForm user={user} items={items} onPlaced={onPlaced} />;
}

/** The saved address a checkout starts with: the one marked Default, else the first. */
function initialAddressId(addresses: readonly Address[]): string {
  return (addresses.find((address) => address.addressType === 'Default') ?? addresses[0])?._id ?? NEW_ADDRESS;
}

const resolveSaved = zodResolver(savedAddressFormSchema);
const resolveNew = zodResolver(newAddressFormSchema);
/** A saved address was checked when it was saved; only a typed one needs checking here. */
const addressResolver: Resolver<AddressFormInput, unknown, AddressFormValues> = (values, context, options) =>
  values.addressId === NEW_ADDRESS
    ? resolveNew(values, context, options)
    : resolveSaved(values, context, options);

/**
 * 409s that mean the shelf moved since the quote: `out_of_stock` (a line sold out, ran short or
 * changed price meanwhile) and `unavailable` (every refused line is gone).
 */
const SHELF_CHANGED: ReadonlySet<string> = new Set<ErrorCode>([
  ErrorCode.OUT_OF_STOCK,
  ErrorCode.UNAVAILABLE,
]);

/** `cart[2].size` → 2. */
const CART_FIELD = /^cart\[(\d+)\]/;

/** The server's `fields` split into its refusals of cart lines (by the line's key) and the rest. */
function splitFields(fields: Readonly<Record<string, string>>, items: readonly CartItem[]) {
  const byProduct: Record<string, string> = {};
  const otherFields: Record<string, string> = {};
  for (const [field, message] of Object.entries(fields)) {
    const index = CART_FIELD.exec(field)?.[1];
    const item = index === undefined ? undefined : items[Number(index)];
    if (item) byProduct[cartLineKey(item)] ??= message;
    else otherFields[field] = message;
  }
  return { byProduct, otherFields };
}

function CheckoutForm({
  user,
  items,
  onPlaced,
}: {
  user: User;
  items: CartItem[];
  onPlaced: (checkout: PlacedCheckout, prefill: Prefill) => void;
}) {
  const t = catalog.useT();
  const formId = useId();
  const reasonId = useId();
  const { remove } = useCartLineActions();
  const [couponCode, setCouponCode] = useState<string | null>(null);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>(PaymentMethod.COD);
  // What went wrong with the last attempt, and the server's refusals of single lines, each kept
  // with the cart it was about: once the cart changes they no longer apply and are not shown.
  const [alert, setAlert] = useState<{ cart: string; content: ReactNode } | null>(null);
  const [lineErrors, setLineErrors] = useState<{ cart: string; byProduct: Record<string, string> } | null>(
    null,
  );
  const sending = useRef(false);

  const lines = useMemo(() => items.map(toCartLine), [items]);
  const cartKey = JSON.stringify(lines);
  const shownPrices = useMemo(() => new Map(items.map((item) => [item._id, item.sellingPrice])), [items]);
  const createOrder = useCreateOrder();

  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<AddressFormInput, unknown, AddressFormValues>({
    resolver: addressResolver,
    defaultValues: {
      addressId: initialAddressId(user.addresses),
      name: user.name,
      phoneNumber: user.phoneNumber ?? '',
      address1: '',
      address2: '',
      city: '',
      state: '',
      zipCode: '',
      gstin: '',
    },
  });
  const addressId = useWatch({ control, name: 'addressId' });
  const typedPincode = useWatch({ control, name: 'zipCode' });
  // The quote is for the chosen address's PIN code, once it is a whole one: a shop that does not
  // deliver there is named on its lines before "Place order", not after.
  const pincode = parsePinCode(
    addressId === NEW_ADDRESS
      ? typedPincode
      : (user.addresses.find((address) => address._id === addressId)?.pincode ?? ''),
  );
  const quote = useQuote(lines, couponCode, { pincode });
  // "Save this address": offered for a typed address while the book has a type free, and ticked
  // when the book is empty (a first order's address is the one a shopper means to keep).
  const freeType = ADDRESS_BOOK_TYPES.find((type) => !user.addresses.some((a) => a.addressType === type));
  const [saveAddress, setSaveAddress] = useState(user.addresses.length === 0);
  const addressBook = useUpdateUserAddress();

  const offered = quote.data?.paymentMethods ?? ['cod'];
  const method: PaymentMethod = offered.includes(paymentMethod) ? paymentMethod : PaymentMethod.COD;

  // The amounts on screen are the server's for exactly this cart and coupon, or nothing is placed.
  const current = quote.data && !quote.isPlaceholderData && !quote.isFetching && !quote.isError;
  const canPlace = Boolean(current && quote.data?.canCheckout) && !createOrder.isPending;
  let reason: string | null = null;
  if (quote.isPending) reason = t('reason.pending');
  else if (quote.isError) reason = t('reason.error');
  else if (quote.isFetching) reason = t('reason.updating');
  else if (!quote.data.canCheckout) reason = t('reason.blocked');

  const actions: LineActions = {
    chooseSize: (key, size) => updateCartItem(key, { size }),
    setQty: (key, qty) => updateCartItem(key, { qty }),
    remove: (key) => remove(key),
  };

  const say = (content: ReactNode) => setAlert({ cart: cartKey, content });

  const showFailure = (error: unknown) => {
    if (!(error instanceof ApiError)) {
      say(catalog.t('failure.unknown'));
      return;
    }
    if (error.status === 0 || error.status >= 500) {
      // The order may have been placed and only the answer lost; the attempt's key is kept, so
      // sending again answers that order instead of placing another.
      say(catalog.t('failure.mayBePlaced', { message: error.message }));
      return;
    }
    if (error.status === 401) return; // The shopper is forgotten; the page asks them to sign in.
    const { byProduct, otherFields } = splitFields(error.fields, items);
    const lineCount = Object.keys(byProduct).length;
    // A line the server names is marked beside it whatever the code: besides stock and prices, a
    // 409 may refuse a line for reasons only the server knows, such as `cod_limit` (cash on
    // delivery is limited per account and product), which no quote warns of.
    if (lineCount > 0) setLineErrors({ cart: cartKey, byProduct });
    if (error.status === 409 && SHELF_CHANGED.has(error.code)) {
      // Each short line is named in `fields`; those the message already says are not repeated.
      const details = Object.values(error.fields).filter((detail) => !error.message.includes(detail));
      say(
        <>
          <p>{error.message}</p>
          {details.length > 0 && (
            <ul className="mt-1 list-disc pl-5">
              {details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          )}
          <p className="mt-1">{catalog.t('failure.shelfChanged')}</p>
        </>,
      );
      void quote.refetch();
      return;
    }
    if (error.status === 422 && error.code === ErrorCode.IDEMPOTENCY_KEY_REUSED) {
      endCheckoutAttempt();
      say(catalog.t('failure.keyReused'));
      return;
    }
    // A saved address's lines are not on screen to mark; its problems are said in the alert.
    const addressFields = addressId === NEW_ADDRESS ? ADDRESS_FIELDS : CONTACT_FIELDS;
    const aliases = Object.fromEntries(addressFields.map((field) => [`shippingAddress.${field}`, field]));
    const fields = [...addressFields, 'gstin'] as const;
    // A 400's message only asks for corrections, which the lines show; a 409 is a refusal, and its
    // message says why (and what to do, such as paying online), so it heads the alert.
    let linesNote: ReactNode = null;
    if (lineCount > 0 && error.status === 409) {
      linesNote = (
        <>
          <p>{error.message}</p>
          <p className="mt-1">{catalog.t('failure.nothingOrderedLines')}</p>
        </>
      );
    } else if (lineCount > 0) {
      linesNote = catalog.t('failure.linesNote');
    }
    if (Object.keys(otherFields).length === 0) {
      say(linesNote ?? error.message);
      return;
    }
    const rest = applyServerError(
      new ApiError(error.status, error.code, error.message, otherFields),
      setError,
      { fields, aliases },
    );
    say(rest ?? linesNote);
  };

  const place = async (values: AddressFormValues) => {
    const priced = quote.data;
    // One request at a time: a second press while the first is on its way does nothing.
    if (sending.current || !canPlace || !priced) return;
    const shippingAddress = toShippingAddress(values, user.addresses);
    if (!shippingAddress) {
      say(catalog.t('failure.chooseAddress'));
      return;
    }
    const body: CreateOrderBody = {
      cart: toOrderLines(items, priced),
      shippingAddress,
      couponCode: priced.coupon?.applied ? priced.coupon.code : null,
      paymentMethod: method,
      ...(values.gstin === '' ? {} : { gstin: values.gstin }),
    };
    sending.current = true;
    setAlert(null);
    setLineErrors(null);
    try {
      const placed = await createOrder.mutateAsync({ body, idempotencyKey: idempotencyKeyFor(body) });
      endCheckoutAttempt();
      if (values.addressId === NEW_ADDRESS && saveAddress && freeType) {
        // The order is placed whatever becomes of this; the account page shows the book. A failure
        // is said on whatever page the shopper is on by then (a promise, unlike mutate's
        // callbacks, settles after the checkout page has gone).
        addressBook
          .mutateAsync({
            addressType: freeType,
            country: shippingAddress.country ?? COUNTRY,
            state: shippingAddress.state,
            city: shippingAddress.city,
            pincode: shippingAddress.zipCode,
            address1: shippingAddress.address1,
            address2: shippingAddress.address2 ?? null,
          })
          .catch(() => notify.error(catalog.t('shipping.saveAddressFailed')));
      }
      onPlaced(placed, {
        name: shippingAddress.name,
        email: user.email,
        contact: shippingAddress.phoneNumber,
      });
    } catch (error) {
      showFailure(error);
    } finally {
      sending.current = false;
    }
  };

  const visibleLineErrors = lineErrors?.cart === cartKey ? lineErrors.byProduct : {};
  const visibleAlert = alert?.cart === cartKey ? alert.content : null;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">{t('title')}</h1>
      <p className="mt-1 text-sm text-stone-600">{t('intro')}</p>

      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="space-y-6">
          <section aria-labelledby="items-heading" className={cardClass}>
            <h2 id="items-heading" className="mb-4 text-lg font-semibold text-stone-900">
              {t('items.heading')}
            </h2>
            {quote.data ? (
              <div aria-busy={quote.isFetching}>
                <QuoteLines
                  lines={quote.data.lines}
                  shownPrices={shownPrices}
                  lineErrors={visibleLineErrors}
                  actions={actions}
                />
              </div>
            ) : quote.isError ? (
              <QuoteError message={quote.error.message} onRetry={() => void quote.refetch()} />
            ) : (
              <QuoteLinesSkeleton names={items.map((item) => item.name)} />
            )}
          </section>

          <form
            id={formId}
            onSubmit={(event) => void handleSubmit(place)(event)}
            noValidate
            className="space-y-6"
          >
            <section aria-labelledby="shipping-heading" className={cardClass}>
              <h2 id="shipping-heading" className="mb-4 text-lg font-semibold text-stone-900">
                {t('shipping.heading')}
              </h2>
              <AddressSection saved={user.addresses} choice={addressId} register={register} errors={errors} />
              {addressId === NEW_ADDRESS && freeType && (
                <label className="mt-4 flex items-center gap-2 text-sm text-stone-800">
                  <input
                    type="checkbox"
                    checked={saveAddress}
                    onChange={(event) => setSaveAddress(event.target.checked)}
                    className="h-4 w-4 accent-brand-700"
                  />
                  {t('shipping.saveAddress')}
                </label>
              )}
              <TextField
                label={t('form.gstin')}
                optional
                autoComplete="off"
                spellCheck={false}
                className="mt-5 sm:max-w-sm"
                hint={t('form.gstinHint')}
                error={errors.gstin?.message}
                {...register('gstin')}
              />
            </section>
            <section aria-labelledby="payment-heading" className={cardClass}>
              <h2 id="payment-heading" className="mb-4 text-lg font-semibold text-stone-900">
                {t('payment.heading')}
              </h2>
              <PaymentMethods offered={offered} value={method} onChange={setPaymentMethod} />
            </section>
          </form>
        </div>

        <aside aria-labelledby="summary-heading" className={`${cardClass} space-y-5 lg:sticky lg:top-4`}>
          <h2 id="summary-heading" className="text-lg font-semibold text-stone-900">
            {t('summary.heading')}
          </h2>
          <CouponBox
            applied={couponCode}
            quote={quote.isPlaceholderData ? undefined : quote.data}
            onApply={setCouponCode}
            onRemove={() => setCouponCode(null)}
          />
          {quote.data ? (
            <div aria-busy={quote.isFetching} className={quote.isFetching ? 'opacity-60' : ''}>
              <OrderTotals quote={quote.data} />
            </div>
          ) : (
            !quote.isError && (
              <div className="h-28 animate-pulse rounded-md bg-stone-100" aria-hidden="true" />
            )
          )}
          {quote.isError && quote.data && (
            <QuoteError message={quote.error.message} onRetry={() => void quote.refetch()} />
          )}
          <FormAlert>{visibleAlert}</FormAlert>
          <div className="space-y-2">
            <button
              type="submit"
              form={formId}
              disabled={!canPlace}
              aria-busy={createOrder.isPending}
              aria-describedby={reason ? reasonId : undefined}
              className={`${primaryButtonClass} w-full py-3`}
            >
              {createOrder.isPending ? (
                <>
                  <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" />
                  {t('place.placing')}
                </>
              ) : method === 'razorpay' ? (
                t('place.andPay')
              ) : (
                t('place.order')
              )}
            </button>
            {reason && !createOrder.isPending && (
              <p id={reasonId} role="status" className="text-center text-sm text-stone-600">
                {reason}
              </p>
            )}
          </div>
        </aside>
      </div>
    </div>
  );
}
