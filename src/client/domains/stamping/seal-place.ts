/** The corners a seal goes to (the values of the descriptor `signing.position` select). */
export const SEAL_POSITIONS = ['bottomLeft', 'bottomCenter', 'bottomRight'] as const;
export type SealPosition = (typeof SEAL_POSITIONS)[number];
export type SealPlace = { page: number | null; position: SealPosition };
