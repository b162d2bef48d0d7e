import { screen } from '@testing-library/react';
import { WIZARD_STEPS } from '@shared/schemas/enums/building';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '@/testing/render-in-app';
import { WizardProgress } from './wizard-progress';

describe('WizardProgress', () => {
  it('marks the step shown, and only it, as the current step', async () => {
    await renderInApp(
      <WizardProgress step="lighting" percent={40} done={{ general: true }} onStep={() => {}} />,
    );
    const steps = screen.getAllByRole('button');
    expect(steps).toHaveLength(WIZARD_STEPS.length);
    const current = steps.filter((button) => button.getAttribute('aria-current') === 'step');
    // Its text: the step's number (its icon), then its name.
    expect(current.map((button) => button.textContent)).toEqual(['6Lighting']);
    expect(screen.queryByText('40% Complete')).not.toBeNull();
  });

  it('marks the current step while the steps cannot be opened yet (no building)', async () => {
    await renderInApp(<WizardProgress step="general" percent={0} done={{}} onStep={null} />, 'de');
    const current = screen
      .getAllByRole('button', { hidden: true })
      .filter((button) => button.getAttribute('aria-current') === 'step');
    expect(current.map((button) => button.textContent)).toEqual(['1Allgemeine Informationen']);
  });
});
