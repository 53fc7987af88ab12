// A heat-map figure spec for the figure and export-step tests.

/** A rows x cols heat map whose cell k holds value(k). */
export function heatmapSpec(rows, cols, extra = {}, value = Math.sin) {
  const data = new Float64Array(rows * cols);
  for (let k = 0; k < data.length; k++) data[k] = value(k);
  return {
    kind: 'heatmap',
    title: 'A test map',
    rows,
    cols,
    data,
    xLabel: 'dimension',
    yLabel: 'position',
    cmap: 'diverging',
    range: [-1, 1],
    colorbarLabel: 'PE value',
    ...extra,
  };
}
