import { writeComparison } from './comparison-page';
import { writeCover } from './cover-page';
import { writeDataQuality } from './data-quality-page';
import { writeImprove } from './improve-page';
import { writeKeyFigures } from './key-figures-page';
import { writeMethods } from './methods-page';
import { PdfWriter } from './pdf-writer';
import { writePerformance } from './performance-section';
import { writeAssetReliability } from './reliability-page';
import type { ReportInput, ReportSection, ReportTools } from './report-types';
import { asSectionInput, sectionsWithData, type PartialReportInput } from './section-parts';

type SectionWriter = (writer: PdfWriter, input: ReportInput, tools: ReportTools) => void;

const WRITERS: Readonly<Record<ReportSection, SectionWriter>> = {
  cover: writeCover,
  keyFigures: writeKeyFigures,
  energyUsage: writePerformance,
  comparison: writeComparison,
  improve: writeImprove,
  assetReliability: writeAssetReliability,
  dataQuality: writeDataQuality,
  methods: writeMethods,
};

/**
 * A building report as PDF bytes: the sections asked for whose data the input carries (a share
 * link's snapshot lacks some parts: `sectionsWithData`), in their fixed order, each starting on
 * its own page, with page numbers. Pure apart from pdf-lib: the clock, texts, formats and fonts
 * come in as arguments, so the same input gives the same document in the browser and in tests.
 */
export async function generateReport(
  input: PartialReportInput,
  tools: ReportTools,
): Promise<Uint8Array> {
  const { t, format } = tools;
  const title = `${t('report:cover.title')}: ${input.building.title}`;
  const writer = await PdfWriter.create(tools.fonts, title, format.locale);
  const sections = sectionsWithData(input).filter((section) =>
    input.options.sections.includes(section),
  );
  for (const section of sections) WRITERS[section](writer, asSectionInput(input), tools);
  if (sections.length === 0) writer.newPage();
  writer.stampFooters((page, pages) => ({
    left: t('report:footer', { building: input.building.title, title: t('report:cover.title') }),
    right: t('report:page', { page, pages }),
  }));
  // A fixed date keeps the bytes a function of the input (pdf-lib otherwise stamps the clock).
  const made = new Date(input.options.madeAtMs);
  writer.doc.setCreationDate(made);
  writer.doc.setModificationDate(made);
  return writer.doc.save();
}
