import { t } from '../../i18n/i18n.ts';
import { feedback } from '../feedback.ts';

let open = false;
let suppressed = false;
let onConfirm: () => void = () => undefined;

/** Wired by the app: what "log in again" does. */
export function setReloginAction(action: () => void) {
  onConfirm = action;
}

/** While the console is still loading the user, a 401 is handled by that load (logout), not by the dialog. */
export function suppressRelogin(value: boolean) {
  suppressed = value;
}

/** One dialog at a time, however many calls fail with 401 together. */
export function promptRelogin() {
  if (open || suppressed) return;
  open = true;
  feedback().modal.confirm({
    title: t('request.reloginTitle'),
    content: t('request.reloginContent'),
    okText: t('request.relogin'),
    cancelText: t('common.cancel'),
    keyboard: false,
    mask: { closable: false },
    onOk: () => {
      open = false;
      onConfirm();
    },
    onCancel: () => {
      open = false;
    },
  });
}
