// What the server takes in one message (the API's `MessageBody` and `MessageForm`).

export const MESSAGE_LIMITS = {
  /** Characters of text. */
  text: 2000,
  /** Pictures in one message. */
  images: 4,
  /** Bytes of one picture. */
  imageBytes: 5 * 1024 * 1024,
  imageTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
} as const;
