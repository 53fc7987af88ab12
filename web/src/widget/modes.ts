// The element's `mode` and `controls` attributes, read: what the widget shows.
//   course  (the default) the whole course: tabs, contents, Previous and Next
//   chapter one chapter, its text and figures, and no course navigation
//   figure  one figure of the chapter alone (ui/figure-mode.ts), with its
//           caption and, by default, only its export control
import type { ControlName } from '../views/registry.js';

export type WidgetMode = 'course' | 'chapter' | 'figure';

/** A control the `controls` attribute may name: the bar's, and the widget's own. */
export type ControlToken =
  ControlName | 'view' | 'lesson' | 'presets' | 'export' | 'readout' | 'data';

/** The mode `value` names, and a notice naming the allowed values when it names none. */
export function parseMode(value: string | null): { mode: WidgetMode; notice?: string } {
  const mode = (value ?? '').trim().toLowerCase();
  if (mode === '' || mode === 'course') return { mode: 'course' };
  if (mode === 'chapter' || mode === 'figure') return { mode };
  return {
    mode: 'course',
    notice: `mode "${value!.slice(0, 40)}" is not one of "course", "chapter", "figure"; showing the course.`,
  };
}

/**
 * Whether `controls` ("all", "none" or a list; null: the mode's default,
 * "export" in figure mode and "all" otherwise) keeps `control`. `readout`
 * and `data` add a figure's readout and data (its table, its checks) in
 * figure mode only: the other modes show them with the chapter.
 */
export function controlShown(
  controls: string | null,
  mode: WidgetMode,
  control: ControlToken,
): boolean {
  const value = (controls ?? (mode === 'figure' ? 'export' : 'all')).trim().toLowerCase();
  if (value === 'none') return false;
  if (value === '' || value === 'all') return true;
  const names = value.split(/[\s,]+/);
  // `lesson` (the lesson's own controls) has always brought the export menu with it.
  return names.includes(control) || (control === 'export' && names.includes('lesson'));
}
