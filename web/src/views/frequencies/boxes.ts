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
/** A small multiple's caption lines: the dimension, then its cycles. */
export const CURVE_CAPTION_LINES = 2;
/** The space under each small multiple, in em of the figure's font. */
export const CURVE_GAP_EM = 0.5;

/** <pe-wave-curve>: its caption lines, the plot and the gap under it, whatever the width. */
export const curveBox: BoxFunction<unknown> = (_inputs, width, font) =>
  stackHeight(
    [
      { em: CURVE_CAPTION_LINES * LINE_EM * CAPTION_FONT_EM },
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
      { em: READOUT_LINES * LINE_EM * CAPTION_FONT_EM },
      { em: showControls ? BUTTON_ROW_EM : 0 },
    ],
    width,
    font,
  );
