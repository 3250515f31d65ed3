import './portal-shell.ts';
