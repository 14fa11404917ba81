import { useState } from 'react';
import type { FormInstance } from 'antd';

/**
 * The OK button of a dialog holding a form: checks the form, runs `work` with
 * its values while the button spins, then `onDone`; a form failing its rules, or a failure (the
 * request layer has shown it), leaves the dialog open to try again.
 */
export function useDialogSubmit<V>(form: FormInstance<V>, work: (values: V) => Promise<unknown>, onDone: () => void) {
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    // A form that fails its rules shows why beside the fields: nothing more to say, nothing to throw.
    const values = await form.validateFields().catch(() => undefined);
    if (values === undefined) return;
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
