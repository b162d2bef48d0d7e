import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

export interface WizardActionsProps {
  formId: string | null;
  busy: boolean;
  onBack: (() => void) | null;
  onSubmitIntent: (intent: 'save' | 'next') => void;
  canNext: boolean;
  onDelete: (() => void) | null;
  onDoneAll: (() => void) | null;
  onDone: (() => void) | null;
}

/** Back, Next, Save, Delete, "Done All" and Done (spec 2.7). Next and Save submit the step's form. */
export function WizardActions(props: WizardActionsProps) {
  const { t } = useTranslation('wizard');
  const { formId, busy } = props;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ mt: 3, justifyContent: 'space-between' }}
    >
      <Stack direction="row" spacing={1}>
        <Button onClick={props.onBack ?? undefined} disabled={!props.onBack || busy}>
          {t('actions.back')}
        </Button>
        {props.onDelete ? (
          <Button color="secondary" onClick={props.onDelete} disabled={busy}>
            {t('actions.delete')}
          </Button>
        ) : null}
      </Stack>
      <Stack direction="row" spacing={1}>
        {props.onDoneAll ? (
          <Button variant="outlined" onClick={props.onDoneAll} disabled={busy}>
            {t('actions.doneAll')}
          </Button>
        ) : null}
        {formId ? (
          <>
            <Button
              type="submit"
              form={formId}
              variant="outlined"
              disabled={busy}
              onClick={() => props.onSubmitIntent('save')}
            >
              {t('actions.save')}
            </Button>
            {props.canNext ? (
              <Button
                type="submit"
                form={formId}
                variant="contained"
                disabled={busy}
                onClick={() => props.onSubmitIntent('next')}
              >
                {t('actions.next')}
              </Button>
            ) : null}
          </>
        ) : null}
        {props.onDone ? (
          <Button variant="contained" onClick={props.onDone} disabled={busy}>
            {t('actions.done')}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
