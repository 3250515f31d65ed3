/**
 * What a calculator shows once the server answered: one chunk, loaded beside the form's template
 * request (CalculatorApp.tsx), so the form paints without the result's table, badges, notices,
 * charts and tender text.
 */
export { NotesPanel, ResultPanel } from './ResultPanel.tsx';
export { SeriesChart } from './SeriesChart.tsx';
export { TenderText } from './TenderText.tsx';
