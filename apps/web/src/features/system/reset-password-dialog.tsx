import { resetPasswordDialog } from '../../components/list-page/reset-password-dialog.tsx';
import { resetPassword } from './system-api.ts';

/** An administrator sets a new password; the user's other sessions end. */
export const ResetPasswordDialog = resetPasswordDialog(resetPassword);
