/** `rgb` holds width × height × 3 bytes, row by row. */
export declare function encodePng(width: number, height: number, rgb: Uint8Array): Buffer;
