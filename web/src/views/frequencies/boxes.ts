// The boxes of the frequencies view's figures (the sizing contract of
// ui/figure-box.ts): pure, from the inputs each figure draws and the width it
// is given, known before the view's code and the engine arrive.
import { stackHeight, type BoxFunction } from '../../ui/figure-box.js';

/** A small multiple's plot, in CSS px. */
export const CURVE_HEIGHT = 104;
/** The wavelength plot, in CSS px. */
export const SPECTRUM_HEIGHT = 240;

/** A caption or readout line, in em of its font ... */
export const LINE_EM = 1.45;
/** ... whose font is this many em of the figure's. */
export const CAPTION_FONT_EM = 0.92;
/**
 * At most this wide (in em of the figure's font), as on a phone, each
 * caption or readout line may wrap once: it gets two lines, so that its
 * numbers are never cut off (`@container` in curve.ts and spectrum.ts).
 */
export const NARROW_EM = 28;
/** The lines each caption or readout line takes at this width and font. */
export const linesPerCaption = (width: number, font: number): number =>
  width <= NARROW_EM * font ? 2 : 1;

/** A small multiple's caption lines: the dimension, then its cycles. */
export const CURVE_CAPTION_LINES = 2;
/** The space under each small multiple, in em of the figure's font. */
export const CURVE_GAP_EM = 0.5;

/** <pe-wave-curve>: its caption lines (two each when narrow), the plot and the gap under it. */
export const curveBox: BoxFunction<unknown> = (_inputs, width, font) =>
  stackHeight(
    [
      { em: CURVE_CAPTION_LINES * linesPerCaption(width, font) * LINE_EM * CAPTION_FONT_EM },
      { px: CURVE_HEIGHT },
      { em: CURVE_GAP_EM },
    ],
    width,
    font,
  );

/** The wavelength plot's readout lines: the pair and its wavelength, its columns, its dims. */
export const READOUT_LINES = 3;
/** The row of the "open in the heat map" button (with the lesson's controls), in em. */
export const BUTTON_ROW_EM = 2.6;

/** <pe-wavelength-plot>: the plot, the readout lines and, with controls, the button's row. */
export const wavelengthPlotBox: BoxFunction<{ readonly showControls: boolean }> = (
  { showControls },
  width,
  font,
) =>
  stackHeight(
    [
      { px: SPECTRUM_HEIGHT },
      { em: READOUT_LINES * linesPerCaption(width, font) * LINE_EM * CAPTION_FONT_EM },
      { em: showControls ? BUTTON_ROW_EM : 0 },
    ],
    width,
    font,
  );
