import { render, screen, fireEvent, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { FormatSettingsProvider } from '@/lib/format/format-settings-provider';
import { createI18n } from '@/lib/i18n/i18n';
import { HistorizedUpload } from './historized-upload';
import type { AddEquipmentProps, EquipmentOption } from './upload-equipment';

const options = vi.hoisted(() => ({ current: [] as EquipmentOption[] }));
vi.mock('../api/use-stored-series', () => ({
  useStoredSeries: () => ({ data: null }),
}));
vi.mock('../api/series-upload-client', () => ({
  uploadSeries: vi.fn(),
  seriesUploadFailureOf: vi.fn(),
}));
vi.mock('@/lib/auth/use-auth', () => ({ useAuth: () => ({ user: null }) }));

async function renderUpload(readOnly: boolean) {
  const i18n = await createI18n('en', { waitFor: 'everything' });
  await i18n.loadNamespaces(['wizardUploads']);
  const added: AddEquipmentProps[] = [];
  const view = render(
    <I18nextProvider i18n={i18n}>
      <FormatSettingsProvider units="metric" timeZone="Europe/Prague">
        <HistorizedUpload
          buildingId="b1"
          scope="cooling"
          readOnly={readOnly}
          currency="CZK"
          equipment={{
            useOptions: () => options.current,
            renderAdd: (props) => {
              added.push(props);
              return <button onClick={() => props.onAdded('e2')}>Add equipment</button>;
            },
          }}
        />
      </FormatSettingsProvider>
    </I18nextProvider>,
  );
  return { added, view };
}

describe('HistorizedUpload equipment picker', () => {
  it('offers "Add equipment" with the sub-system and currency, and selects what was added', async () => {
    options.current = [{ id: 'e1', name: 'Chiller 1', subSystem: 'cooling' }];
    const { added, view } = await renderUpload(false);
    const last = added.at(-1);
    expect(last).toMatchObject({ buildingId: 'b1', subSystem: 'cooling', currency: 'CZK' });
    // The new equipment shows in the live list, then "Add equipment" selects it.
    options.current = [...options.current, { id: 'e2', name: 'Chiller 2', subSystem: 'cooling' }];
    fireEvent.click(screen.getByRole('button', { name: 'Add equipment' }));
    const select = view.container.querySelector<HTMLInputElement>(
      '[data-testid="upload-cooling-equipment"]',
    );
    await waitFor(() => expect(select?.value).toBe('e2'));
    expect(within(view.container).getByText('Chiller 2')).toBeTruthy();
  });

  it('lists only the sub-system equipment and offers no "Add equipment" to viewers', async () => {
    options.current = [
      { id: 'e1', name: 'Chiller 1', subSystem: 'cooling' },
      { id: 'e3', name: 'Boiler 1', subSystem: 'heating' },
    ];
    const { added } = await renderUpload(true);
    expect(added).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Add equipment' })).toBeNull();
  });
});
