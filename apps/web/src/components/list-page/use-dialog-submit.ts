import { useState } from 'react';
import type { FormInstance } from 'antd';

/**
 * The OK button of a dialog holding a form: checks the form, runs `work` with
 * its values while the button spins, then `onDone`; a failure (the request
 * layer has shown it) leaves the dialog open to try again.
 */
export function useDialogSubmit<V>(form: FormInstance<V>, work: (values: V) => Promise<unknown>, onDone: () => void) {
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await work(values);
      onDone();
    } catch {
      setSaving(false);
    }
  };
  return { submit, saving };
}
