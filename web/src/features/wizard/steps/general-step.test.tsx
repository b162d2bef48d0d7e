import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BuildingGeneral } from '@shared/schemas/stored/building-general';
import { describe, expect, it } from 'vitest';
import { GeneralStep } from './general-step';
import { renderStepForTest, type RenderStepOptions } from '../testing/render-step';

function renderStep(
  initial: BuildingGeneral | undefined,
  readOnly = false,
  options: Omit<RenderStepOptions, 'readOnly'> = {},
) {
  return renderStepForTest(GeneralStep, initial, { readOnly, ...options });
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function choose(label: RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

function answer(question: string, choice: 'Yes' | 'No') {
  const group = screen.getByRole('radiogroup', { name: question });
  fireEvent.click(within(group).getByRole('radio', { name: choice }));
}

// MUI selects are slow in jsdom: a whole step takes several seconds.
describe('GeneralStep', () => {
  it('shows the spec labels', async () => {
    await renderStep(undefined);
    for (const label of [
      /^Building Name/,
      /^Building Number/,
      /^Title/,
      /^Street Name/,
      /^Post Code \/ Postal Code/,
      /^City/,
      /^State/,
      /^Address/,
      /^Sustainability Rating Scheme/,
      /^Sustainability Rating$/,
      /^Storeys Above Ground/,
      /^Storeys Below Ground/,
      /^Total Floor Area Gross/,
      /^Net Usable Area/,
      /^Total Floor Area \(Internal\)/,
      /^Avg\. Internal Floor to Ceiling Height/,
      /^Construction Period/,
      /^Constructed/,
      /^Total operating hours/,
    ]) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    expect(screen.getByRole('combobox', { name: /Building Orientation/ })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /Use Type/ })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /Country/ })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /^Currency/ })).toBeTruthy();
    expect(
      screen.getByRole('radiogroup', { name: 'Has Major Refurbishment or Extension Done?' }),
    ).toBeTruthy();
    expect(screen.queryByLabelText(/Latest Year for Refurbishment or Extension/)).toBeNull();
  });

  it('submits the stored shape of /general', async () => {
    const { form, onSubmit, onDirtyChange } = await renderStep({
      name: 'Old name',
      photoUrl: 'https://example.com/p.jpg',
    });
    type(/^Building Name/, 'Riverside Tower');
    type(/^Street Name/, 'Main Street 1');
    type(/^City/, 'Prague');
    choose(/Country/, 'Czechia');
    choose(/Building Orientation/, 'North East');
    choose(/Use Type/, 'Office');
    type(/^Storeys Above Ground/, '12');
    type(/^Storeys Below Ground/, '0');
    type(/^Total Floor Area Gross/, '12500,5');
    type(/^Avg\. Internal Floor to Ceiling Height/, '2,8');
    type(/^Constructed/, '1995');
    answer('Has Major Refurbishment or Extension Done?', 'Yes');
    type(/^Latest Year for Refurbishment or Extension/, '2018');
    type(/^Total operating hours/, '3000');
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));

    fireEvent.submit(form);

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toStrictEqual({
      name: 'Riverside Tower',
      photoUrl: 'https://example.com/p.jpg',
      street: 'Main Street 1',
      city: 'Prague',
      country: 'CZ',
      orientation: 'northEast',
      useType: 'office',
      storeysAboveGround: 12,
      storeysBelowGround: 0,
      grossFloorAreaM2: 12500.5,
      floorToCeilingHeightM: 2.8,
      constructionYear: 1995,
      hasMajorRefurbishment: true,
      refurbishmentYear: 2018,
      operatingHoursPerYear: 3000,
      currency: 'USD',
    });
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));
  });

  it("starts a new building in the shell's currency and saves the one chosen", async () => {
    const { form, onSubmit, onDirtyChange } = await renderStep(undefined, false, {
      currency: 'EUR',
    });
    const select = screen.getByRole('combobox', { name: /^Currency/ });
    expect(select.textContent).toBe('EUR – Euro');
    type(/^Building Name/, 'Tower');
    fireEvent.submit(form);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toStrictEqual({ name: 'Tower', currency: 'EUR' });

    choose(/^Currency/, 'CZK – Czech Koruna');
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));
    fireEvent.submit(form);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]?.[0]).toStrictEqual({ name: 'Tower', currency: 'CZK' });
  });

  it("shows a saved building in its own currency, else its country's", async () => {
    await renderStep({ name: 'Tower', currency: 'GBP', country: 'DE' }, false, {
      currency: 'USD',
    });
    expect(screen.getByRole('combobox', { name: /^Currency/ }).textContent).toBe(
      'GBP – British Pound',
    );
  });

  it('names the currencies in the language of the screen', async () => {
    const { form, onSubmit } = await renderStep({ name: 'Budova', country: 'CZ' }, false, {
      language: 'cs',
    });
    expect(screen.getByRole('combobox', { name: /^Měna/ }).textContent).toBe('CZK – česká koruna');
    fireEvent.submit(form);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ currency: 'CZK' });
  });

  it('drops the refurbishment year when the answer is No', async () => {
    const { form, onSubmit } = await renderStep({
      name: 'Tower',
      hasMajorRefurbishment: true,
      refurbishmentYear: 2010,
    });
    answer('Has Major Refurbishment or Extension Done?', 'No');
    fireEvent.submit(form);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toStrictEqual({
      name: 'Tower',
      hasMajorRefurbishment: false,
      currency: 'USD',
    });
  });

  it('shows the spec messages and does not submit invalid input', async () => {
    const { form, onSubmit } = await renderStep(undefined);
    type(/^Storeys Above Ground/, '-1');

    fireEvent.submit(form);

    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(screen.getByText('The value should be > -1')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects a refurbishment before the construction year', async () => {
    const { form, onSubmit } = await renderStep({ name: 'Tower' });
    type(/^Constructed/, '2000');
    answer('Has Major Refurbishment or Extension Done?', 'Yes');
    type(/^Latest Year for Refurbishment or Extension/, '1990');

    fireEvent.submit(form);

    expect(await screen.findByText('Start year should be greater than End year')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('requires the refurbishment year after a Yes', async () => {
    const { form, onSubmit } = await renderStep({ name: 'Tower' });
    answer('Has Major Refurbishment or Extension Done?', 'Yes');
    fireEvent.submit(form);
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('disables every input when read-only', async () => {
    await renderStep({ name: 'Tower', hasMajorRefurbishment: true, refurbishmentYear: 2010 }, true);
    const inputs = [...document.querySelectorAll('input')];
    expect(inputs.length).toBeGreaterThan(20);
    expect(inputs.every((input) => input.disabled)).toBe(true);
  });
});
