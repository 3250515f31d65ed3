import type { ClimateInfo } from '../../../../contract/building.ts';
import type { HeatLoadInput } from '../../../../contract/building-schemas.ts';
import type { BuildingData } from '../building-data.ts';
import type { BuildingTexts } from './texts.ts';

/** The design outdoor temperature: as given, else from the postcode table of the data file, else the flagged placeholder. */
export function climateFor(input: HeatLoadInput, data: BuildingData, texts: BuildingTexts): ClimateInfo {
  const postcode = input.postcode ?? null;
  if (input.designOutdoorTemperature !== undefined) {
    return {
      postcode,
      place: null,
      designOutdoorTemperature: input.designOutdoorTemperature,
      source: 'input',
      note: texts.t('climate.input'),
      reference: null,
    };
  }
  const entry = postcode ? data.climate.postcodes.find((p) => postcode >= p.from && postcode <= p.to) : undefined;
  if (entry) {
    return {
      postcode,
      place: entry.place,
      designOutdoorTemperature: entry.designOutdoorTemperatureC,
      source: 'table',
      note: texts.t('climate.table', { place: entry.place }),
      reference: entry.source,
    };
  }
  return {
    postcode,
    place: null,
    designOutdoorTemperature: data.climate.placeholderDesignOutdoorTemperatureC,
    source: 'placeholder',
    note: texts.t('climate.placeholder', { value: data.climate.placeholderDesignOutdoorTemperatureC }),
    reference: data.climate.placeholderComment,
  };
}
