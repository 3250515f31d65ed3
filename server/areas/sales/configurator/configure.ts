/**
 * One configuration request turned into the SAP-shaped answer: the chosen values are checked
 * against the model (unknown keys and values are a 400 naming them), evaluated by the engine
 * (a conflict is a 400 naming every characteristic involved, with the constraint's reason), and
 * answered with the open characteristics, their possible and excluded values, the price so far,
 * and — once complete — the variant number, its text and the bill of items, all for the
 * requested quantity.
 */
import type { SapCharacteristic, SapConfigRequest, SapConfigResponse } from '../../../../contract/configurator.ts';
import type { Locale } from '../../../../contract/locales.ts';
import { HttpError, invalid } from '../../../http/errors.ts';
import { translate } from '../../../i18n.ts';
import { type Assignment, evaluate, noCompletion } from './engine.ts';
import type { CfgModel } from './model.ts';
import { type PriceResult, priceOf } from './pricing.ts';

export interface ConfigureInput {
  model: CfgModel;
  request: Pick<SapConfigRequest, 'sapCharacteristics' | 'merkmalParameters' | 'noPricing' | 'werk' | 'menge'>;
  language: Locale;
  discountPercent: number;
}

export interface Configured {
  response: SapConfigResponse;
  assignment: Assignment;
  price: PriceResult | null;
}

/** The chosen values as an assignment, or a 400 naming the unknown key or value. */
export function toAssignment(
  model: CfgModel,
  request: ConfigureInput['request'],
): { assignment: Assignment; fixed: Set<string> } {
  const assignment: Record<string, string> = {};
  const fixed = new Set<string>();
  const take = (list: { key: string; value: string }[] | undefined, field: string, isFixed: boolean) => {
    for (const [i, { key, value }] of (list ?? []).entries()) {
      const characteristic = model.characteristics.find((c) => c.key === key);
      if (!characteristic)
        throw invalid(`${field}.${i}.key`, 'unknown_characteristic', `${key} is not a characteristic of ${model.kmat}`);
      if (!characteristic.values.some((v) => v.value === value)) {
        throw invalid(`${field}.${key}`, 'unknown_value', `${value} is not a value of ${key}`);
      }
      if (assignment[key] !== undefined && assignment[key] !== value) {
        throw invalid(`${field}.${key}`, 'contradiction', `${key} is given twice with different values`);
      }
      assignment[key] = value;
      if (isFixed) fixed.add(key);
    }
  };
  take(request.merkmalParameters, 'merkmalParameters', true);
  take(request.sapCharacteristics, 'sapCharacteristics', false);
  return { assignment, fixed };
}

export function configure({ model, request, language, discountPercent }: ConfigureInput): Configured {
  if (request.werk && !model.plants.includes(request.werk)) {
    throw invalid('werk', 'unknown_plant', `${model.kmat} is built in plant ${model.plants.join(', ')}`);
  }
  const { assignment, fixed } = toAssignment(model, request);
  const evaluation = evaluate(model, assignment);
  const reasonText = (id: string) =>
    id === noCompletion
      ? translate(language, 'sales.configurator.noCompletion')
      : (model.constraints.find((c) => c.id === id)?.texts[language] ?? id);

  if (evaluation.conflicts.length) {
    const errors = evaluation.conflicts.flatMap((conflict) =>
      conflict.characteristics
        .filter((key) => assignment[key] !== undefined)
        .map((key) => ({
          field: `sapCharacteristics.${key}`,
          code: conflict.constraintId,
          message: reasonText(conflict.constraintId),
        })),
    );
    throw new HttpError(400, {
      code: 'configuration_conflict',
      message: `${errors.map((e) => e.field.split('.')[1]).join(', ')}: ${reasonText(evaluation.conflicts[0]!.constraintId)}`,
      field: errors[0]?.field ?? 'sapCharacteristics',
      errors,
    });
  }

  const valueText = (key: string, value: string) => {
    const characteristic = model.characteristics.find((c) => c.key === key)!;
    const texts = characteristic.values.find((v) => v.value === value)?.texts;
    return texts?.[language] ?? (characteristic.unit ? `${value} ${characteristic.unit}` : value);
  };
  const sapCharacteristics = model.characteristics.map((c, sort): SapCharacteristic => {
    const state = evaluation.characteristics.find((s) => s.key === c.key)!;
    return {
      key: c.key,
      text: c.texts[language],
      value: state.assigned,
      possibleValues: state.values
        .filter((v) => v.available)
        .map((v) => ({ value: v.value, text: valueText(c.key, v.value) })),
      excludedValues: state.values
        .filter((v) => !v.available)
        .map((v) => ({
          value: v.value,
          text: valueText(c.key, v.value),
          reasons: v.reasons.length ? v.reasons.map(reasonText) : [reasonText(noCompletion)],
        })),
      required: c.required,
      assigned: state.assigned !== null,
      sort,
      valueType: c.valueType,
      valueLength: Math.max(...c.values.map((v) => v.value.length)),
      readOnly: fixed.has(c.key),
      unit: c.unit ?? null,
      infoText: c.infoTexts[language],
    };
  });

  const variant = evaluation.complete
    ? model.variantPrefix +
      model.characteristics.map((c) => c.values.find((v) => v.value === assignment[c.key])!.code).join('')
    : null;
  const price = request.noPricing ? null : priceOf(model, assignment, language, discountPercent, variant);
  // The rules price one piece; the answer is for all pieces, as an SAP item with its quantity.
  const quantity = request.menge ?? 1;
  const times = (amount: number) => Math.round(amount * quantity * 100) / 100;
  const open = model.characteristics.filter((c) => c.required && assignment[c.key] === undefined);
  const materialText = model.textTemplate
    .replace(/\{([A-Z0-9_]+)(:text)?\}/g, (_, key: string, asText?: string) => {
      const value = assignment[key];
      if (value === undefined) return '…';
      return asText ? valueText(key, value) : value;
    })
    .replace(/\s+/g, ' ')
    .trim();

  const response: SapConfigResponse = {
    bauform: model.kmat,
    sapCharacteristics,
    messages: evaluation.complete
      ? [{ msgNumber: '000', message: translate(language, 'sales.configurator.complete') }]
      : [
          {
            msgNumber: '010',
            message: translate(language, 'sales.configurator.open', {
              names: open.map((c) => c.texts[language]).join(', '),
            }),
          },
        ],
    returnCode: evaluation.complete ? 0 : 4,
    materialVariante: variant,
    price: price && {
      brutto: times(price.gross),
      netto: times(price.net),
      unitBrutto: price.gross,
      unitNetto: price.net,
      quantity,
      currency: 'EUR',
      discountPercent: price.discountPercent,
      message: translate(
        language,
        evaluation.complete ? 'sales.configurator.priceFinal' : 'sales.configurator.priceSoFar',
      ),
    },
    materialText,
    billOfItems: (price?.lines ?? []).map((line, i) => ({
      position: (i + 1) * 10,
      materialNumber: line.materialNumber,
      text: line.text,
      quantity: line.quantity * quantity,
      amount: times(line.amount),
    })),
  };
  return { response, assignment, price };
}
