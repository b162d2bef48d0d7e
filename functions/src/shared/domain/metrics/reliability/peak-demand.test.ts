import { describe, expect, it } from 'vitest';
import type { Equipment } from '../../../schemas/stored/equipment.js';
import { metricsReliabilitySchema } from '../../../schemas/derived/metrics-reliability.js';
import { storedJson } from '../pipeline/stored-json.js';
import type { MetricsReliability } from '../../../schemas/derived/metrics-reliability.js';
import { computeReliabilityMetrics } from './compute-reliability.js';
import { conversionOf, equipmentPeakDemand } from './peak-demand.js';

const NOW = Date.UTC(2026, 5, 15);

const item = (
  type: string,
  capacityKwh?: number,
  subSystem?: Equipment['subSystem'],
): Equipment => ({
  assetId: type,
  name: type,
  type,
  ...(capacityKwh === undefined ? {} : { capacityKwh }),
  ...(subSystem === undefined ? {} : { subSystem }),
});

describe('conversionOf', () => {
  it('reads the COP or efficiency from the Equipment Type (ASHRAE 90.1, EPA via METHODS.md §9)', () => {
    expect(conversionOf('Water-cooled Screw Chiller')).toEqual({ basis: 'cop', efficiency: 4.7 });
    expect(conversionOf('Centrifugal Chiller')).toEqual({ basis: 'cop', efficiency: 5.8 });
    expect(conversionOf('Air-cooled Scroll Chiller')).toEqual({ basis: 'cop', efficiency: 2.96 });
    expect(conversionOf('Absorption chiller')).toEqual({ basis: 'cop', efficiency: 0.7 });
    expect(conversionOf('Air-source Heat Pump')).toEqual({ basis: 'cop', efficiency: 3 });
    expect(conversionOf('Gas Boiler')).toEqual({ basis: 'efficiency', efficiency: 0.8 });
    expect(conversionOf('Electric Boiler')).toEqual({ basis: 'efficiency', efficiency: 1 });
    expect(conversionOf('Split unit AC')).toEqual({ basis: 'cop', efficiency: 3 });
    expect(conversionOf('Supply Fan')).toEqual({ basis: 'rated', efficiency: 1 });
  });
});

describe('equipmentPeakDemand (worked examples)', () => {
  it('a 1,000 kW water-cooled chiller at COP 4.7 draws 1,000 / 4.7 = 212.8 kW', () => {
    const peak = equipmentPeakDemand(item('Water-cooled Chiller', 1_000));
    expect(peak?.ratedInputKw).toBeCloseTo(212.766, 3);
    expect(peak?.projectedPeakKw).toBeCloseTo(212.766, 3);
    expect(peak?.designShareKw).toBeUndefined();
  });

  it('a given COP wins over the type default: 500 kW at COP 4.5 = 111.1 kW', () => {
    expect(equipmentPeakDemand(item('Centrifugal Chiller', 500), 450)?.ratedInputKw).toBeCloseTo(
      111.111,
      3,
    );
  });

  it('a 400 kW gas boiler at 80 % burns 500 kW of fuel; a 15 kW fan draws its rating', () => {
    expect(equipmentPeakDemand(item('Gas Boiler', 400))?.projectedPeakKw).toBe(500);
    const fan = equipmentPeakDemand(item('Supply Fan', 15), 320);
    expect(fan).toEqual({ ratedInputKw: 15, basis: 'rated', efficiency: 1, projectedPeakKw: 15 });
  });

  it('carries its capacity share of the design load: 300 kW × 400/600 / 0.8 = 250 kW', () => {
    const peak = equipmentPeakDemand(item('Gas Boiler', 400), undefined, {
      designLoadKw: 300,
      totalCapacityKw: 600,
    });
    expect(peak?.designShareKw).toBeCloseTo(250, 9);
    expect(peak?.projectedPeakKw).toBeCloseTo(250, 9);
    expect(peak?.ratedInputKw).toBe(500);
  });

  it('never above the rated input when the plant is undersized (900 kW load on 600 kW)', () => {
    const peak = equipmentPeakDemand(item('Gas Boiler', 400), undefined, {
      designLoadKw: 900,
      totalCapacityKw: 600,
    });
    expect(peak?.projectedPeakKw).toBe(500);
  });

  it('is absent without a capacity, for a cooling tower, the envelope and generation', () => {
    expect(equipmentPeakDemand(item('Gas Boiler'))).toBeUndefined();
    expect(equipmentPeakDemand(item('Cooling tower', 1_250, 'cooling'))).toBeUndefined();
    expect(equipmentPeakDemand(item('Roof', 1_771, 'facilityEnvelope'))).toBeUndefined();
    expect(equipmentPeakDemand(item('Inverter', 43, 'renewables'))).toBeUndefined();
  });
});

describe('peak demand in computeReliabilityMetrics', () => {
  const metrics = computeReliabilityMetrics({
    asOfMs: NOW,
    equipment: {
      b1: item('Gas Boiler', 400, 'heating'),
      b2: item('Gas Boiler', 200, 'heating'),
      pump: item('Heating Pump', 5, 'heating'),
      printer: item('Printer'),
    },
    designLoadKw: { heating: 300 },
  });

  it('shares the sub-system design load among its boilers only (pumps draw their rating)', () => {
    expect(metrics.equipment['b1']?.peakDemand?.projectedPeakKw).toBeCloseTo(250, 9);
    expect(metrics.equipment['b2']?.peakDemand?.projectedPeakKw).toBeCloseTo(125, 9);
    expect(metrics.equipment['pump']?.peakDemand?.projectedPeakKw).toBe(5);
    expect(metrics.equipment['printer']?.peakDemand).toBeUndefined();
  });

  it('is stored as the schema says', () => {
    const stored = storedJson<MetricsReliability>(metrics);
    expect(metricsReliabilitySchema.safeParse(stored).error).toBeUndefined();
  });
});
