import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Equipment } from '@shared/schemas/stored/equipment';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FormatSettingsProvider } from '@/lib/format/format-settings-provider';
import { createI18n } from '@/lib/i18n/i18n';
import type { Language } from '@/lib/i18n/languages';
import * as writes from '../../api/equipment-record-writes';
import { EquipmentRecords } from './equipment-records';

vi.mock('../../api/equipment-record-writes', () => ({
  addRecordEntry: vi.fn(() => Promise.resolve()),
  replaceRecordEntry: vi.fn(() => Promise.resolve()),
  removeRecordEntry: vi.fn(() => Promise.resolve()),
  saveObsolescence: vi.fn(() => Promise.resolve()),
}));

const BASE: Equipment = { assetId: 'CH-1', name: 'Chiller 1', type: 'Chiller' };

async function renderRecords(
  record: Equipment = BASE,
  { canEdit = true, language = 'en' }: { canEdit?: boolean; language?: Language } = {},
) {
  const i18n = await createI18n(language, { waitFor: 'everything' });
  render(
    <I18nextProvider i18n={i18n}>
      <FormatSettingsProvider units="metric" timeZone="Europe/Prague">
        <EquipmentRecords
          buildingId="b1"
          equipmentId="e1"
          record={record}
          canEdit={canEdit}
          currency="EUR"
        />
      </FormatSettingsProvider>
    </I18nextProvider>,
  );
  await screen.findByRole('tablist');
}

const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
async function choose(label: RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}
const openTab = (name: RegExp) => fireEvent.click(screen.getByRole('tab', { name }));

beforeEach(() => vi.clearAllMocks());
vi.setConfig({ testTimeout: 15_000 });

describe('EquipmentRecords', () => {
  it('is read-only for viewers and says why each list is empty', async () => {
    await renderRecords(BASE, { canEdit: false });
    expect(screen.getByText(/only the building's owners and editors can change them/)).toBeTruthy();
    expect(screen.getByText(/An owner or editor of the building can add them/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add/ })).toBeNull();
    openTab(/^Obsolescence/);
    expect(screen.getByText('Not assessed')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Assess obsolescence' })).toBeNull();
  });

  it('shows the rows of a viewer without edit or remove buttons', async () => {
    const record = {
      ...BASE,
      logs: { l1: { kind: 'repair', date: '2026-03-01', durationHours: 0.5 } },
    } as const;
    await renderRecords(record, { canEdit: false });
    const table = screen.getByRole('table', { name: /Maintenance & Sensor Logs/ });
    expect(within(table).getByText('Repair')).toBeTruthy();
    // Half an hour is not rounded away.
    expect(within(table).getByText('0.5')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
  });

  it('validates a log and adds it with one push of the stored fields', async () => {
    await renderRecords();
    fireEvent.click(screen.getByRole('button', { name: 'Add log entry' }));
    fill(/^Date/, '');
    fill(/^Cost \(€\)/, '-1');
    save();
    expect(await screen.findByText('This field must be selected')).toBeTruthy();
    // Date and duration.
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(screen.getByText('The value should be >= 0')).toBeTruthy();
    expect(writes.addRecordEntry).not.toHaveBeenCalled();
    fill(/^Date/, '2026-03-02');
    await choose(/^Kind/, 'Inspection');
    fill(/^Duration \(hours\)/, '1,5');
    fill(/^Cost \(€\)/, '120');
    save();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes.addRecordEntry).toHaveBeenCalledWith('b1', 'e1', 'logs', {
      kind: 'inspection',
      date: '2026-03-02',
      durationHours: 1.5,
      cost: 120,
    });
  });

  it('keeps the input and says so when the write fails', async () => {
    vi.mocked(writes.addRecordEntry).mockRejectedValueOnce(new Error('no answer'));
    await renderRecords();
    openTab(/^Maintenance Tasks/);
    fireEvent.click(screen.getByRole('button', { name: 'Add task' }));
    save();
    // Title and due date.
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    fill(/^Title/, 'Clean condenser');
    fill(/^Due/, '2026-12-01');
    save();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringMatching(/could not be saved/),
    );
    expect(screen.getByLabelText(/^Title/)).toHaveProperty('value', 'Clean condenser');
  });

  it('reads an alert raised at a local time in the user zone', async () => {
    await renderRecords();
    openTab(/^Alerts/);
    fireEvent.click(screen.getByRole('button', { name: 'Add alert' }));
    fill(/^Raised at/, '');
    save();
    expect(await screen.findByText('This field must be selected')).toBeTruthy();
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    await choose(/^Severity/, 'Critical');
    fill(/^Raised at/, '2026-07-15T10:30');
    fill(/^Message/, 'Compressor trip');
    save();
    await waitFor(() => expect(writes.addRecordEntry).toHaveBeenCalled());
    expect(writes.addRecordEntry).toHaveBeenCalledWith('b1', 'e1', 'alerts', {
      severity: 'critical',
      raisedAtMs: Date.UTC(2026, 6, 15, 8, 30),
      message: 'Compressor trip',
      resolved: false,
    });
  });

  it('edits an issue in MWh, stores kWh and replaces that entry', async () => {
    const record = {
      ...BASE,
      issues: { i1: { fault: 'Worn Bearings', energyConsumptionKwh: 12_000 } },
    };
    await renderRecords(record);
    openTab(/^Potential Issues/);
    expect(screen.getByText(/^12\sMWh$/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Worn Bearings' }));
    expect(screen.getByLabelText(/^Energy Consumption \(MWh\)/)).toHaveProperty('value', '12');
    fill(/^Energy Consumption \(MWh\)/, '1.005');
    fill(/^Potential Downtime \(hours\)/, '-2');
    save();
    expect(await screen.findByText('The value should be >= 0')).toBeTruthy();
    fill(/^Potential Downtime \(hours\)/, '8');
    fill(/^Annual Maintenance Cost \(€\)/, '900');
    save();
    await waitFor(() => expect(writes.replaceRecordEntry).toHaveBeenCalled());
    expect(writes.replaceRecordEntry).toHaveBeenCalledWith('b1', 'e1', 'issues', 'i1', {
      fault: 'Worn Bearings',
      energyConsumptionKwh: 1005,
      potentialDowntimeHours: 8,
      annualMaintenanceCost: 900,
    });
  });

  it('requires a fault and offers the sample faults', async () => {
    await renderRecords();
    openTab(/^Potential Issues/);
    fireEvent.click(screen.getByRole('button', { name: 'Add potential issue' }));
    save();
    expect(await screen.findByText('This field is required')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Fault/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Shaft Alignment' }));
    save();
    await waitFor(() =>
      expect(writes.addRecordEntry).toHaveBeenCalledWith('b1', 'e1', 'issues', {
        fault: 'Shaft Alignment',
      }),
    );
  });

  it.each([
    ['cs', /^Možné problémy/, 'Přidat možný problém', /^Porucha/, 'Uložit'],
    ['de', /^Mögliche Probleme/, 'Mögliches Problem hinzufügen', /^Störung/, 'Speichern'],
  ] as const)(
    'offers the sample faults in %s and stores the one chosen as shown',
    async (language, tab, add, fault, saveLabel) => {
      await renderRecords(BASE, { language });
      openTab(tab);
      fireEvent.click(screen.getByRole('button', { name: add }));
      fireEvent.mouseDown(await screen.findByRole('combobox', { name: fault }));
      const options = within(await screen.findByRole('listbox')).getAllByRole('option');
      const names = options.map((option) => option.textContent);
      expect(names).toEqual(
        language === 'cs'
          ? ['Nesouosost hřídele', 'Prasklá tyč rotoru', 'Opotřebená ložiska']
          : ['Wellenversatz', 'Rotorstabbruch', 'Verschlissene Lager'],
      );
      fireEvent.click(options[2]!);
      fireEvent.click(screen.getByRole('button', { name: saveLabel }));
      await waitFor(() =>
        expect(writes.addRecordEntry).toHaveBeenCalledWith('b1', 'e1', 'issues', {
          fault: names[2],
        }),
      );
    },
  );

  it('asks before removing an entry and removes only it', async () => {
    const record = { ...BASE, tasks: { t1: { title: 'Oil change', dueOn: '2026-01-10' } } };
    await renderRecords(record);
    openTab(/^Maintenance Tasks/);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Oil change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this entry?' });
    expect(writes.removeRecordEntry).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(writes.removeRecordEntry).toHaveBeenCalledWith('b1', 'e1', 'tasks', 't1'),
    );
  });

  it('assesses obsolescence with one set of the category and its reasons, and removes it', async () => {
    await renderRecords();
    openTab(/^Obsolescence/);
    fireEvent.click(screen.getByRole('button', { name: 'Assess obsolescence' }));
    save();
    expect(await screen.findByText('This field must be selected')).toBeTruthy();
    await choose(/^Category/, 'Technological');
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'Repair often cannot be done in resonate time' }),
    );
    await choose(/^Category/, 'Economic');
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'Energy usage and cost has increased significantly' }),
    );
    save();
    await waitFor(() =>
      expect(writes.saveObsolescence).toHaveBeenCalledWith('b1', 'e1', {
        category: 'economic',
        reasons: { energyCostIncreased: true },
      }),
    );
  }, 20_000);

  it('removes the assessment after asking', async () => {
    await renderRecords({
      ...BASE,
      obsolescence: { category: 'aesthetic', reasons: { assetHarmsReputation: true } },
    });
    openTab(/^Obsolescence/);
    expect(screen.getByText('Asset has negative impact on reputation')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove assessment' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() => expect(writes.saveObsolescence).toHaveBeenCalledWith('b1', 'e1', null));
  });

  it.each(['cs', 'de'] as const)('speaks %s', async (language) => {
    await renderRecords(BASE, { language });
    expect(screen.queryByText('Maintenance & Sensor Logs (0)')).toBeNull();
    expect(screen.getAllByRole('tab')).toHaveLength(5);
  });
});
