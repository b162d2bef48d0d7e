import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MetricsEnergyStar } from '@shared/schemas/derived/metrics-energy-star';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render-in-app';
import { EnergyStarCard } from './energy-star-card';
import { UseDetailsDialog } from './use-details-dialog';

const ESTIMATED: MetricsEnergyStar = {
  status: 'estimated',
  propertyType: 'office',
  score: 67,
  ratio: 0.6878,
  actualSourceEuiKbtuPerFt2: 172.34,
  predictedSourceEuiKbtuPerFt2: 250.56,
  inputs: [
    { input: 'grossFloorAreaFt2', value: 301389.5, basis: 'described' },
    { input: 'cooledFraction', value: 1, basis: 'described' },
    { input: 'smallBank', value: false, basis: 'assumed' },
  ],
  modelVersion: 'August 2018',
};

describe('EnergyStarCard', () => {
  it('shows the score with the ratio, every input and where it comes from', async () => {
    await renderInApp(<EnergyStarCard estimate={ESTIMATED} />, 'en');
    expect(screen.getByTestId('energy-star-score').textContent).toBe('67');
    expect(screen.getByText('out of 100 · EPA model: Office')).toBeTruthy();
    expect(screen.getByText(/Source EUI 172\.3 kBtu\/ft² against 250\.6 predicted/)).toBeTruthy();
    expect(screen.getByTestId('energy-star-input-grossFloorAreaFt2').textContent).toContain(
      '301,390 ft²',
    );
    expect(screen.getByTestId('energy-star-input-cooledFraction').textContent).toContain('100%');
    expect(screen.getByTestId('energy-star-input-smallBank').textContent).toContain('Assumed');
    expect(screen.getByText(/not a score certified in ENERGY STAR Portfolio Manager/)).toBeTruthy();
  });

  it('names what is missing when there is no score, in Czech', async () => {
    await renderInApp(
      <EnergyStarCard
        estimate={{ ...ESTIMATED, score: undefined, ratio: undefined, missing: ['computers'] }}
      />,
      'cs',
    );
    expect(screen.getByTestId('energy-star-score').textContent).toBe('—');
    expect(screen.getByTestId('energy-star-missing').textContent).toBe('Chybí: Počet počítačů.');
  });

  it('says that an industrial building is estimated with the Warehouse model, and shows its cold storage', async () => {
    await renderInApp(
      <EnergyStarCard
        estimate={{
          ...ESTIMATED,
          propertyType: 'warehouse',
          score: 58,
          inputs: [{ input: 'coldStorageFraction', value: 0.1, basis: 'described' }],
        }}
      />,
      'en',
    );
    expect(screen.getByText('out of 100 · EPA model: Non-Refrigerated Warehouse')).toBeTruthy();
    expect(screen.getByTestId('energy-star-input-coldStorageFraction').textContent).toBe(
      "Share of floor area in cold storage10%The building's description",
    );
    expect(screen.getByTestId('energy-star-industrial-note').textContent).toMatch(
      /for a manufacturing plant the estimate does not apply/,
    );
  });

  it('shows no industrial note for the other models', async () => {
    await renderInApp(<EnergyStarCard estimate={ESTIMATED} />, 'en');
    expect(screen.queryByTestId('energy-star-industrial-note')).toBeNull();
  });

  it('says why a building has no estimate, in German', async () => {
    await renderInApp(
      <EnergyStarCard estimate={{ status: 'unavailable', reason: 'notUnitedStates' }} />,
      'de',
    );
    expect(screen.getByTestId('energy-star-unavailable').textContent).toMatch(
      /^ENERGY STAR Scores gibt es für Gebäude in den Vereinigten Staaten/,
    );
  });
});

describe('UseDetailsDialog', () => {
  it("asks an office for its model's details, refuses a negative count, and stores the rest", async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    await renderInApp(
      <UseDetailsDialog
        type="office"
        stored={{ workersOnMainShift: 300 }}
        onSave={onSave}
        onClose={onClose}
      />,
      'en',
    );
    await screen.findByRole('dialog');
    // Only an office's fields: no guest rooms.
    expect(screen.queryByLabelText('Guest rooms')).toBeNull();
    const computers = screen.getByLabelText('Number of computers (PCs, laptops, servers)');
    fireEvent.change(computers, { target: { value: '-3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The value should be > -1');
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(computers, { target: { value: '320' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'A bank branch or financial office' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        workersOnMainShift: 300,
        computers: 320,
        bankBranch: true,
      }),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('asks a warehouse for its cold storage in percent, refuses more than 100, and stores it', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    await renderInApp(
      <UseDetailsDialog type="warehouse" stored={{}} onSave={onSave} onClose={() => undefined} />,
      'de',
    );
    await screen.findByRole('dialog');
    expect(screen.queryByLabelText('Anzahl Computer (PCs, Laptops, Server)')).toBeNull();
    const coldStorage = screen.getByLabelText('Fläche im Kühllager');
    fireEvent.change(coldStorage, { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(coldStorage.getAttribute('aria-invalid')).toBe('true'));
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.change(coldStorage, { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ coldStoragePercent: 10 }));
  });
});
