import { Modal, type ModalProps } from 'antd';

/** Spec §2: dialogs close by their buttons only, never by a click outside or Escape. */
export function Dialog(props: ModalProps) {
  return <Modal mask={{ closable: false }} keyboard={false} destroyOnHidden {...props} />;
}
