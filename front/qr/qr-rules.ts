/**
 * The product's QR rules, written once for every code the browser draws
 * (ticket pages, the builder's QR block, the QR image block's preview):
 * error correction M and a 4-module quiet zone, as the server's SVG codes.
 */
export const QR_RULES = { errorCorrectionLevel: 'M', margin: 4 } as const;
