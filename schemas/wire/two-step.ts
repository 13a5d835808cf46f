/** Two-step sign-in's answers (GET /api/settings/two-step, the setups). Types only. */

/** Whether the signed-in person's second factor is on, the recovery codes left, and whether admins must use it. */
export type TwoStepStatusDto = { enabled: boolean; recoveryCodesLeft: number; requiredForAdmins: boolean };

/** A new secret, shown once: as text, as the otpauth:// address, and as that address's QR code (an SVG data: URL). */
export type TwoStepSetupDto = { secret: string; otpauthUri: string; qrCode: string };
