import './element-catalogue.ts';
