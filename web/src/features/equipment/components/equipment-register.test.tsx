import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberRole } from '@shared/schemas/enums/account';
import { FormatSettingsProvider } from '@/lib/format/format-settings-provider';
import { createI18n } from '@/lib/i18n/i18n';
import type { EquipmentRegisterState } from '../api/use-equipment-register';
import { EquipmentRegister } from './equipment-register';

const state = vi.hoisted(() => ({ current: undefined as EquipmentRegisterState | undefined }));
vi.mock('../api/use-equipment-register', () => ({
  useEquipmentRegister: () => ({ data: state.current }),
}));
vi.mock('../api/use-equipment-thumbnail', () => ({
  useEquipmentThumbnail: () => ({ data: null }),
}));
const { countedRenders } = await vi.hoisted(() => import('@/testing/render-counts'));
/** How often the register's grid renders: the real grid, counted. */
const gridRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('@mui/x-data-grid', countedRenders('DataGrid', gridRenders));
vi.mock('../api/equipment-writes', () => ({
  saveEquipment: vi.fn(),
  deleteEquipment: vi.fn(),
}));

async function renderRegister(
  role: MemberRole,
  options: { url?: string; healthById?: Record<string, number> } = {},
) {
  const i18n = await createI18n('en', { waitFor: 'everything' });
  render(
    <I18nextProvider i18n={i18n}>
      <FormatSettingsProvider units="metric" timeZone="Europe/Prague">
        <MemoryRouter initialEntries={[options.url ?? '/building/b1/equipment']}>
          <EquipmentRegister
            buildingId="b1"
            role={role}
            currency="EUR"
            healthById={options.healthById}
            itemHref={(id) => `/building/b1/equipment/${id}`}
          />
        </MemoryRouter>
      </FormatSettingsProvider>
    </I18nextProvider>,
  );
}

describe('EquipmentRegister', () => {
  beforeEach(() => {
    state.current = undefined;
  });

  it('says why it is empty and offers Add to owners and editors', async () => {
    state.current = { records: {}, failed: false };
    await renderRegister('editor');
    expect(await screen.findByText('No equipment yet')).toBeTruthy();
    expect(screen.getByText(/chillers, boilers, AHUs… to see their asset health/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add equipment' })).toBeTruthy();
  });

  it('offers viewers nothing to change', async () => {
    state.current = { records: {}, failed: false };
    await renderRegister('viewer');
    expect(await screen.findByText('No equipment yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add equipment' })).toBeNull();
  });

  it('lists the columns of the register, with edit and delete only for writers', async () => {
    state.current = {
      records: {
        e1: {
          assetId: 'CH-1',
          name: 'Chiller 1',
          type: 'Chiller',
          subSystem: 'cooling',
          location: 'Roof',
          installedOn: '2015-01-01',
          warrantyYears: 2,
        },
      },
      failed: false,
    };
    await renderRegister('owner');
    const grid = await screen.findByRole('grid');
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Equipment ID',
      'Name',
      'Type',
      'Sub-System',
      'Location',
      'Age (Years)',
      'Health',
      'Next task',
      'Warranty',
      'Actions',
    ]);
    expect(within(grid).getByText('Cooling')).toBeTruthy();
    expect(within(grid).getByText('Expired Dec 31, 2016')).toBeTruthy();
    expect(within(grid).getByLabelText('Edit Chiller 1')).toBeTruthy();
  });

  it('opens and closes its dialogs without rendering the grid again', async () => {
    state.current = {
      records: {
        e1: { assetId: 'CH-1', name: 'Chiller 1', type: 'Chiller', subSystem: 'cooling' },
      },
      failed: false,
    };
    await renderRegister('owner');
    const grid = await screen.findByRole('grid');
    expect(within(grid).getByText('Chiller 1')).toBeTruthy();
    const settled = gridRenders.count;
    expect(settled).toBeGreaterThan(0);
    fireEvent.click(within(grid).getByLabelText('Edit Chiller 1'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Add equipment' }));
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(gridRenders.count).toBe(settled);
  });

  it('shows viewers the list read only', async () => {
    state.current = {
      records: { e1: { assetId: 'CH-1', name: 'Chiller 1', type: 'Chiller' } },
      failed: false,
    };
    await renderRegister('viewer');
    const grid = await screen.findByRole('grid');
    expect(within(grid).queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add equipment' })).toBeNull();
    expect(screen.getByText(/only its owner and editors can change it/)).toBeTruthy();
  });

  it('links each name to its page, shows health and next task, and reads its filters from the URL', async () => {
    state.current = {
      records: {
        e1: {
          assetId: 'CH-1',
          name: 'Chiller 1',
          type: 'Chiller',
          subSystem: 'cooling',
          tasks: { t1: { title: 'Inspect', dueOn: '2026-12-01' } },
        },
        e2: { assetId: 'B-1', name: 'Boiler 1', type: 'Boiler', subSystem: 'heating' },
        e3: { assetId: 'CH-2', name: 'Chiller 2', type: 'Chiller', subSystem: 'cooling' },
      },
      failed: false,
    };
    await renderRegister('viewer', {
      url: '/building/b1/equipment?subSystem=cooling&q=CH-1',
      healthById: { e1: 71.6 },
    });
    const grid = await screen.findByRole('grid');
    const link = within(grid).getByRole('link', { name: 'Chiller 1' });
    expect(link.getAttribute('href')).toBe('/building/b1/equipment/e1');
    expect(within(grid).getByText('72')).toBeTruthy();
    expect(within(grid).getByText('Dec 1, 2026')).toBeTruthy();
    expect(within(grid).queryByText('Boiler 1')).toBeNull();
    expect(within(grid).queryByText('Chiller 2')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Sub-System' }).textContent).toBe('Cooling');
  });
});
