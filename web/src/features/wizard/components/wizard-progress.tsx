import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { WIZARD_STEPS, type WizardStep } from '@shared/schemas/enums/building';
import type { WizardDoneMap } from '../utils/wizard-flow';

export interface WizardProgressProps {
  step: WizardStep;
  percent: number;
  done: WizardDoneMap;
  /** Null until the building exists (the other steps need it). */
  onStep: ((step: WizardStep) => void) | null;
}

/** "N% Complete" and the nine steps; a step can be opened directly once the building exists. */
export function WizardProgress({ step, percent, done, onStep }: WizardProgressProps) {
  const { t } = useTranslation('wizard');
  return (
    <Stack spacing={1.5} sx={{ mb: 3 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={t('progressLabel')}
          sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
        />
        <Typography
          variant="body2"
          data-testid="wizard-percent"
          sx={{ minWidth: 110, textAlign: 'right' }}
        >
          {t('percentComplete', { percent })}
        </Typography>
      </Stack>
      <Stepper
        nonLinear
        activeStep={WIZARD_STEPS.indexOf(step)}
        alternativeLabel
        role="group"
        aria-label={t('stepsLabel')}
        // Scrolled sideways on narrow screens: while the steps cannot be opened (no building yet)
        // the row itself takes focus, so that it can be scrolled by keyboard.
        tabIndex={onStep === null ? 0 : undefined}
        sx={{ overflowX: 'auto', pb: 1 }}
      >
        {WIZARD_STEPS.map((code) => (
          <Step key={code} completed={done[code] === true}>
            <StepButton disabled={onStep === null} onClick={() => onStep?.(code)}>
              {t(`steps.${code}`)}
            </StepButton>
          </Step>
        ))}
      </Stepper>
    </Stack>
  );
}
