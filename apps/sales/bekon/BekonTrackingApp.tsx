import { Button, Field, Input, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { type FormEvent, lazy, Suspense, useMemo, useState } from 'react';
import type { BekonDelivery } from '../../../contract/order-tracking.ts';
import { type IslandAttributes, isExpectedError, RestError, usePublicApi, useT } from '../../platform/index.ts';
import { errorText, fieldErrors } from '../../shared/errors/index.ts';
import { Loading } from '../../shared/Loading.tsx';
import { Page } from '../../shared/Page.tsx';
import { PageHeader } from '../../shared/PageHeader.tsx';
import { Section } from '../../shared/Section.tsx';
import { bekonApi } from '../api.ts';
import { waitText, withoutSpaces } from './input-text.ts';

const useStyles = makeStyles({
  form: { display: 'flex', gap: tokens.spacingHorizontalL, alignItems: 'start', flexWrap: 'wrap' },
  number: { minWidth: '14rem' },
  submit: { marginTop: '1.6rem' },
});

// The delivery's detail (timeline, contents) loads with the first answer: the first paint is the form.
const loadDetail = () => import('./DeliveryDetail.tsx').then((m) => ({ default: m.DeliveryDetail }));
const DeliveryDetail = lazy(loadDetail);

export type BekonTrackingProps = IslandAttributes;

/**
 * Bekon's public delivery tracker: a visitor enters the delivery number and postcode from the
 * delivery note and sees the status timeline and the announced window. A wrong postcode and an
 * unknown number get the same answer; too many attempts are refused for a while.
 */
export function BekonTrackingApp(_: BekonTrackingProps) {
  const t = useT();
  const http = usePublicApi();
  const api = useMemo(() => bekonApi(http), [http]);
  const styles = useStyles();
  const [deliveryNumber, setDeliveryNumber] = useState('');
  const [postalCode, setPostalCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [delivery, setDelivery] = useState<BekonDelivery | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!/^\d{1,10}$/.test(deliveryNumber.trim())) missing.deliveryNumber = t('sales.bekon.numberRule');
    if (!/^\d{4}$/.test(postalCode.trim())) missing.postalCode = t('sales.bekon.postcodeRule');
    setErrors(missing);
    setMessage(null);
    if (Object.keys(missing).length) return;
    setBusy(true);
    try {
      void loadDetail();
      setDelivery(await api.track(deliveryNumber.trim(), postalCode.trim()));
    } catch (error) {
      if (!isExpectedError(error)) throw error;
      setDelivery(null);
      const byField = fieldErrors(error, t, { fields: ['deliveryNumber', 'postalCode'], namespace: 'sales' });
      if (byField) {
        setErrors(byField.fields);
        setMessage(byField.rest);
      } else if (error instanceof RestError && error.status === 404) setMessage(t('sales.bekon.notFound'));
      else if (error instanceof RestError && error.status === 429) setMessage(waitText(t, error.retryAfterSeconds));
      else setMessage(errorText(error, t, 'sales'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page narrow>
      <PageHeader title={t('sales.bekon.title')} intro={t('sales.bekon.intro')} />
      <Section title={t('sales.bekon.formTitle')}>
        <form className={styles.form} onSubmit={submit} noValidate>
          <Field
            label={t('sales.bekon.deliveryNumber')}
            hint={t('sales.bekon.deliveryNumberHint')}
            validationMessage={errors.deliveryNumber}
            required
            className={styles.number}
          >
            <Input
              value={deliveryNumber}
              inputMode="numeric"
              onChange={(_, d) => setDeliveryNumber(withoutSpaces(d.value))}
            />
          </Field>
          <Field label={t('sales.bekon.postalCode')} validationMessage={errors.postalCode} required>
            <Input
              value={postalCode}
              inputMode="numeric"
              autoComplete="postal-code"
              onChange={(_, d) => setPostalCode(withoutSpaces(d.value))}
            />
          </Field>
          <Button type="submit" appearance="primary" disabled={busy} className={styles.submit}>
            {t('sales.bekon.track')}
          </Button>
        </form>
        {message ? (
          <MessageBar intent="warning" role="alert">
            <MessageBarBody>{message}</MessageBarBody>
          </MessageBar>
        ) : null}
      </Section>
      {delivery ? (
        <Suspense fallback={<Loading />}>
          <DeliveryDetail delivery={delivery} />
        </Suspense>
      ) : null}
    </Page>
  );
}
