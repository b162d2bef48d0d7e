import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ActivityStep, type ActivityStepValue } from './activity-step';
import { renderStepForTest } from '../testing/render-step';

function renderStep(initial: ActivityStepValue | undefined, readOnly = false) {
  return renderStepForTest(ActivityStep, initial, { readOnly });
}

const NOT_OPERATING = { operates: false };
const CLOSED_WEEK = {
  sunday: NOT_OPERATING,
  monday: NOT_OPERATING,
  tuesday: NOT_OPERATING,
  wednesday: NOT_OPERATING,
  thursday: NOT_OPERATING,
  friday: NOT_OPERATING,
  saturday: NOT_OPERATING,
  publicHoliday: NOT_OPERATING,
};

const day = (name: string) => within(screen.getByRole('group', { name }));

function setTimes(name: string, start: string, end: string) {
  fireEvent.click(day(name).getByRole('checkbox', { name }));
  fireEvent.change(day(name).getByLabelText(/^Start/), { target: { value: start } });
  fireEvent.change(day(name).getByLabelText(/^End/), { target: { value: end } });
}

function choose(scope: ReturnType<typeof within>, label: RegExp, option: string) {
  fireEvent.mouseDown(scope.getByRole('combobox', { name: label }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

function addUsage(title: string, type: string, pct: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Add Space Usage' }));
  const items = screen.getAllByRole('group', { name: /^Space Usage \d+$/ });
  const item = within(items[items.length - 1] as HTMLElement);
  fireEvent.change(item.getByLabelText(/^Title/), { target: { value: title } });
  choose(item, /Space Usage Type/, type);
  fireEvent.change(item.getByLabelText(/% of GFA/), { target: { value: pct } });
  return item;
}

// MUI selects are slow in jsdom: a whole step takes several seconds.
describe('ActivityStep', () => {
  it('shows the days, the empty spaces table and its columns', async () => {
    await renderStep(undefined);
    expect(screen.getByText('Operates on')).toBeTruthy();
    for (const name of ['Sunday', 'Saturday', 'Public Holiday']) {
      expect(day(name).getByRole('checkbox', { name })).toBeTruthy();
    }
    const table = within(screen.getByRole('table', { name: 'Spaces' }));
    for (const column of [
      'Space Name',
      'Space Type',
      'Space Area',
      'Floor',
      'Operating Hours',
      'Action',
    ]) {
      expect(table.getByRole('columnheader', { name: column })).toBeTruthy();
    }
    expect(table.getByText('No spaces found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Space' })).toBeTruthy();
  });

  it('submits the activity, space usage and spaces in the stored shape', async () => {
    const { form, onSubmit, onDirtyChange } = await renderStep({
      activity: { days: CLOSED_WEEK },
      spaceUsage: { u1: { title: 'Offices', usageType: 'reception', gfaPct: 70, order: 0 } },
      spaces: {},
    });
    setTimes('Monday', '08:00', '18:00');
    setTimes('Public Holiday', '09:30', '12:00');
    const usage = addUsage('Store', 'Store Room', '30');
    choose(usage, /Climate Control/, 'Heated & Cooled');
    fireEvent.click(
      within(usage.getByRole('radiogroup', { name: 'Has Heat Recovery?' })).getByRole('radio', {
        name: 'Yes',
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add Space' }));
    const row = within(screen.getAllByRole('row')[1] as HTMLElement);
    fireEvent.change(row.getByLabelText(/^Space Name/), { target: { value: 'Lobby' } });
    choose(row, /Space Type/, 'Reception');
    fireEvent.change(row.getByLabelText(/^Space Area/), { target: { value: '85,5' } });
    fireEvent.change(row.getByLabelText(/^To Floor/), { target: { value: '1' } });
    fireEvent.change(row.getByLabelText(/^Operating Hours/), { target: { value: '60' } });
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(true));

    fireEvent.submit(form);

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const value = onSubmit.mock.calls[0]?.[0];
    expect(value?.activity).toStrictEqual({
      days: {
        ...CLOSED_WEEK,
        monday: { operates: true, start: '08:00', end: '18:00' },
        publicHoliday: { operates: true, start: '09:30', end: '12:00' },
      },
    });
    const usageEntries = Object.entries(value?.spaceUsage ?? {});
    expect(usageEntries[0]).toStrictEqual([
      'u1',
      { title: 'Offices', usageType: 'reception', gfaPct: 70, order: 0 },
    ]);
    expect(usageEntries[1]?.[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(usageEntries[1]?.[1]).toStrictEqual({
      title: 'Store',
      usageType: 'storeRoom',
      gfaPct: 30,
      climateControl: 'heatedAndCooled',
      hasHeatRecovery: true,
      order: 1,
    });
    expect(Object.values(value?.spaces ?? {})).toStrictEqual([
      {
        name: 'Lobby',
        spaceType: 'reception',
        areaM2: 85.5,
        fromFloor: 0,
        toFloor: 1,
        operatingHoursPerWeek: 60,
        order: 0,
      },
    ]);
    await waitFor(() => expect(onDirtyChange).toHaveBeenLastCalledWith(false));
  });

  it('rejects a space usage that does not total 100 %', async () => {
    const { form, onSubmit } = await renderStep(undefined);
    addUsage('Offices', 'Reception', '60');
    fireEvent.submit(form);
    expect(
      await screen.findByText('Total Space Usage should be 100% (All space usage added together)'),
    ).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects an end time before the start time', async () => {
    const { form, onSubmit } = await renderStep(undefined);
    setTimes('Sunday', '10:00', '09:00');
    fireEvent.submit(form);
    expect(await screen.findByText('End time should be after Start time')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('requires the times of an operating day and the fields of a space', async () => {
    const { form, onSubmit } = await renderStep(undefined);
    fireEvent.click(day('Friday').getByRole('checkbox', { name: 'Friday' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Space' }));
    fireEvent.submit(form);
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(4));
    expect(screen.getByText('This field must be selected')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('removes a space and saves without it', async () => {
    const { form, onSubmit } = await renderStep({
      activity: { days: CLOSED_WEEK },
      spaceUsage: {},
      spaces: {
        s1: {
          name: 'Lobby',
          spaceType: 'reception',
          areaM2: 80,
          fromFloor: 0,
          toFloor: 0,
          order: 0,
        },
        s2: { name: 'Gym', spaceType: 'gym', areaM2: 120, fromFloor: -1, toFloor: -1, order: 1 },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove space 1' }));
    fireEvent.submit(form);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0].spaces).toStrictEqual({
      s2: { name: 'Gym', spaceType: 'gym', areaM2: 120, fromFloor: -1, toFloor: -1, order: 0 },
    });
    expect(onSubmit.mock.calls[0]?.[0].spaceUsage).toStrictEqual({});
  });

  it('disables every input when read-only', async () => {
    await renderStep(
      {
        activity: { days: CLOSED_WEEK },
        spaceUsage: { u1: { title: 'All', usageType: 'toilet', gfaPct: 100, order: 0 } },
        spaces: {
          s1: {
            name: 'Lobby',
            spaceType: 'reception',
            areaM2: 80,
            fromFloor: 0,
            toFloor: 0,
            order: 0,
          },
        },
      },
      true,
    );
    const inputs = [...document.querySelectorAll('input')];
    expect(inputs.every((input) => input.disabled)).toBe(true);
    expect(screen.getByRole('button', { name: 'Add Space' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Add Space Usage' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
