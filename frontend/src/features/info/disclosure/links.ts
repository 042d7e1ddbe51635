/** A phone number as a `tel:` link: "+91 80 4000 1234" → "tel:+918040001234". */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
