export { DetailPanel, type DetailPanelProps } from './DetailPanel.tsx';
export { DetailSection } from './DetailSection.tsx';
export { DetailTable, type DetailTableProps, type DetailTableRemove } from './DetailTable.tsx';
export { Facts } from './Facts.tsx';
export { Placeholder } from './Placeholder.tsx';
