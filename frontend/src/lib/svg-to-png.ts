/** The drawing's scale in the PNG: twice the screen's pixels, sharp enough to print or paste. */
const SCALE = 2;
const PAD = 16;
const TITLE_HEIGHT = 32;
const LEGEND_ROW = 22;
const FONT = '13px system-ui, sans-serif';

/** A legend entry: its words and the colour of its mark. */
export type LegendEntry = { label: string; colour: string };

/** The legend entries laid out in rows across `width`: each with its x and row. */
const legendRows = (context: CanvasRenderingContext2D, entries: readonly LegendEntry[], width: number) => {
  let x = PAD;
  let row = 0;
  return entries.map((entry) => {
    const size = 18 + context.measureText(entry.label).width + 16;
    if (x + size > width - PAD && x > PAD) {
      x = PAD;
      row += 1;
    }
    const placed = { ...entry, x, row };
    x += size;
    return placed;
  });
};

/**
 * A chart drawn as SVG, as a PNG on white with its title above and its legend below (Recharts
 * writes the legend as HTML, outside the SVG): the SVG is copied with the page's font (a copy
 * outside the page has no style sheet), drawn into a canvas and encoded there, in the browser.
 */
export const svgToPng = async (
  svg: SVGSVGElement,
  title: string,
  legend: readonly LegendEntry[],
): Promise<Blob> => {
  const { width, height } = svg.getBoundingClientRect();
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  copy.style.fontFamily = getComputedStyle(svg).fontFamily;
  const source = new XMLSerializer().serializeToString(copy);
  const url = URL.createObjectURL(new Blob([source], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw the chart as a picture.');
    context.font = FONT;
    const placed = legendRows(context, legend, width);
    const rows = placed.length ? Math.max(...placed.map((p) => p.row)) + 1 : 0;
    const fullHeight = TITLE_HEIGHT + height + rows * LEGEND_ROW + PAD;
    canvas.width = Math.ceil(width * SCALE);
    canvas.height = Math.ceil(fullHeight * SCALE);
    context.scale(SCALE, SCALE);
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, fullHeight);
    context.fillStyle = '#0f172a';
    context.font = `600 15px system-ui, sans-serif`;
    context.textBaseline = 'middle';
    context.fillText(title, PAD, TITLE_HEIGHT / 2, width - 2 * PAD);
    context.drawImage(image, 0, TITLE_HEIGHT, width, height);
    context.font = FONT;
    for (const entry of placed) {
      const y = TITLE_HEIGHT + height + entry.row * LEGEND_ROW + LEGEND_ROW / 2;
      context.fillStyle = entry.colour;
      context.fillRect(entry.x, y - 6, 12, 12);
      context.fillStyle = '#334155';
      context.fillText(entry.label, entry.x + 18, y);
    }
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be made.'))),
        'image/png',
      ),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
};

/** The entries of a Recharts legend under `root`: each item's words and its mark's colour. */
export const rechartsLegend = (root: Element): LegendEntry[] =>
  [...root.querySelectorAll('.recharts-legend-item')].map((item) => {
    const mark = item.querySelector('svg path, svg line');
    const paint = (name: string) => mark?.getAttribute(name);
    const fill = paint('fill');
    return {
      label: item.textContent?.trim() ?? '',
      colour: fill && fill !== 'none' ? fill : (paint('stroke') ?? '#334155'),
    };
  });
