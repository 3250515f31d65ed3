import { HelloApp } from '../apps/hello/HelloApp.tsx';
import { defineReactElement } from './define-react-element.ts';

defineReactElement('portal-hello', HelloApp, { locale: 'string' });
