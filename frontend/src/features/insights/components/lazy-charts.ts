import { lazy } from 'react';

// The chart library is fetched when the first chart is drawn: the filters and tables need none of it.
const charts = () => import('./insight-charts');

export const MonthsChart = lazy(() => charts().then((m) => ({ default: m.MonthsChart })));
export const RatioChart = lazy(() => charts().then((m) => ({ default: m.RatioChart })));
export const PlacesChart = lazy(() => charts().then((m) => ({ default: m.PlacesChart })));
export const SpeedChart = lazy(() => charts().then((m) => ({ default: m.SpeedChart })));

const workCharts = () => import('./work-charts');

export const ActionsChart = lazy(() => workCharts().then((m) => ({ default: m.ActionsChart })));
export const InspectionsChart = lazy(() => workCharts().then((m) => ({ default: m.InspectionsChart })));
export const PeopleChart = lazy(() => workCharts().then((m) => ({ default: m.PeopleChart })));
export const DocumentsChart = lazy(() => workCharts().then((m) => ({ default: m.DocumentsChart })));
export const OshaChart = lazy(() => workCharts().then((m) => ({ default: m.OshaChart })));
