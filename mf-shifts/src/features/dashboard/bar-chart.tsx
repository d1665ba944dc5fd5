/**
 * A bar chart on chart.js (canvas). Only the parts a bar chart needs are registered, and this
 * module is reached only through the dashboard page's dynamic import, so the library stays out
 * of the remote's entry and of the Module Federation shared scope. The numbers are in the table
 * under each chart too (the canvas is a picture; the table is what a screen reader reads).
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
  type ChartDataset,
} from 'chart.js';
import { useEffect, useRef } from 'react';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

const COLORS = [
  '#1677ff',
  '#52c41a',
  '#fa8c16',
  '#eb2f96',
  '#13c2c2',
  '#722ed1',
  '#a0d911',
  '#fadb14',
];

export interface BarChartProps {
  /** Said instead of the picture. */
  label: string;
  categories: readonly string[];
  series: readonly { name: string; values: readonly (number | null)[] }[];
  /** Values are shares 0–1, shown as percentages. */
  percent?: boolean;
}

export function BarChart({ label, categories, series, percent = false }: BarChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvas.current === null) return undefined;
    const datasets: ChartDataset<'bar', (number | null)[]>[] = series.map((entry, index) => ({
      label: entry.name,
      data: [...entry.values],
      backgroundColor: COLORS[index % COLORS.length],
      maxBarThickness: 48,
    }));
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: { labels: [...categories], datasets },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: { legend: { position: 'bottom' } },
        scales: {
          y: {
            beginAtZero: true,
            ticks: percent ? { callback: (value) => `${Math.round(Number(value) * 100)}%` } : {},
          },
        },
      },
    });
    return () => chart.destroy();
  }, [categories, series, percent]);
  return (
    <div style={{ position: 'relative', height: 260, width: '100%' }}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
