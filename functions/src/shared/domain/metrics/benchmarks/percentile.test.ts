import { describe, expect, it } from 'vitest';
import { createRng } from '../../common/seeded-random.js';
import { gammaCdf, gammaQuantile } from './gamma-distribution.js';
import {
  bandOf,
  lognormalPercentile,
  lognormalValueAt,
  normalCdf,
  normalQuantile,
  peerValueAt,
  percentileAmongPeers,
  sortedPeers,
  sortedPeerValueAt,
} from './percentile.js';

describe('percentiles', () => {
  it('ranks among peers with mid-ranks for ties', () => {
    expect(percentileAmongPeers(50, [10, 20, 30, 40])).toBe(100);
    expect(percentileAmongPeers(5, [10, 20, 30, 40])).toBe(0);
    expect(percentileAmongPeers(20, [10, 20, 30, 40])).toBe(37.5);
    expect(percentileAmongPeers(20, [])).toBeNull();
  });

  it('leaves out peers without a finite value, and reads peers sorted once as it reads them unsorted', () => {
    const peers = [40, Number.NaN, 10, Number.POSITIVE_INFINITY, 30, 20];
    const sorted = sortedPeers(peers);
    expect([...sorted]).toEqual([10, 20, 30, 40]);
    // Linear interpolation between order statistics: the median of 10, 20, 30, 40 is 25, the
    // 10th percentile 10 + 0.3 × (20 − 10) = 13.
    expect(peerValueAt(50, peers)).toBe(25);
    expect(peerValueAt(10, peers)).toBeCloseTo(13, 10);
    for (const percentile of [0, 10, 25, 50, 75, 90, 100]) {
      expect(sortedPeerValueAt(percentile, sorted)).toBe(peerValueAt(percentile, peers));
    }
    expect(percentileAmongPeers(20, peers)).toBe(37.5);
    expect(percentileAmongPeers(20, sorted)).toBe(37.5);
    expect(peerValueAt(50, [Number.NaN])).toBeNull();
    expect(percentileAmongPeers(20, [Number.NaN, Number.NEGATIVE_INFINITY])).toBeNull();
  });

  it('property: percentiles are monotonic in the value, among peers and in the reference', () => {
    const { next } = createRng('7');
    for (let trial = 0; trial < 100; trial += 1) {
      const peers = Array.from({ length: 1 + Math.floor(next() * 30) }, () => next() * 300);
      const values = Array.from({ length: 20 }, () => next() * 350).sort((a, b) => a - b);
      const ranks = values.map((v) => percentileAmongPeers(v, peers)!);
      const lnSigma = 0.5 + next();
      const reference = values.map((v) => lognormalPercentile(v, { median: 150, lnSigma }));
      for (let i = 1; i < values.length; i += 1) {
        expect(ranks[i]!).toBeGreaterThanOrEqual(ranks[i - 1]!);
        expect(reference[i]!).toBeGreaterThanOrEqual(reference[i - 1]!);
      }
      const quantiles = [10, 25, 50, 75, 90].map((p) => peerValueAt(p, peers)!);
      for (let i = 1; i < quantiles.length; i += 1)
        expect(quantiles[i]!).toBeGreaterThanOrEqual(quantiles[i - 1]!);
    }
  });

  it('Φ matches the tables: Φ(0) = 0.5, Φ(1) = 0.8413, Φ(−1.2816) = 0.10, Φ(0.6745) = 0.75', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 7);
    expect(normalCdf(1)).toBeCloseTo(0.841345, 6);
    expect(normalCdf(-1.281552)).toBeCloseTo(0.1, 6);
    expect(normalCdf(0.67449)).toBeCloseTo(0.75, 5);
    expect(normalQuantile(0.9)).toBeCloseTo(1.281552, 5);
  });

  it('a lognormal reference puts its median at the 50th percentile and inverts', () => {
    const reference = { median: 166.9, lnSigma: 1.12 };
    expect(lognormalPercentile(166.9, reference)).toBeCloseTo(50, 6);
    expect(lognormalPercentile(lognormalValueAt(10, reference), reference)).toBeCloseTo(10, 5);
  });

  it('puts percentiles in the spec’s bands', () => {
    expect([5, 10, 10.01, 25, 50, 75, 75.1].map(bandOf)).toEqual([
      'bestInClass',
      'bestInClass',
      'mostEfficient',
      'mostEfficient',
      'averagePerformance',
      'averagePerformance',
      'leastEfficient',
    ]);
  });
});

describe('a gamma reference (an ENERGY STAR model’s spread)', () => {
  // The Hotel model's fit: Gamma(shape 9.659, scale 0.1028) of ratios (EPA, August 2018, p. 9).
  const hotel = { median: 200, lnSigma: 0.33, gammaShape: 9.659 };

  it('puts the median at the 50th percentile and matches the gamma CDF of the ratio elsewhere', () => {
    expect(lognormalPercentile(200, hotel)).toBeCloseTo(50, 9);
    const medianRatio = gammaQuantile(0.5, 9.659, 0.1028);
    // A building at 1.2 × the median ratio: its percentile is the fit's CDF there.
    expect(lognormalPercentile(240, hotel)).toBeCloseTo(
      gammaCdf(1.2 * medianRatio, 9.659, 0.1028) * 100,
      9,
    );
  });

  it('gives band limits that place back at their percentiles', () => {
    for (const percentile of [10, 25, 75]) {
      expect(lognormalPercentile(lognormalValueAt(percentile, hotel), hotel)).toBeCloseTo(
        percentile,
        6,
      );
    }
  });
});
