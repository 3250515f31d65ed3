import { Button, Field, Input, Spinner } from '@fluentui/react-components';
import { useState } from 'react';
import { useFormat, useLoad, useLocale, useT } from '../platform/index.ts';
import { saveBlob } from '../shared/download.ts';
import { LoadView } from '../shared/LoadView.tsx';
import { Notice } from '../shared/Notice.tsx';
import { useAction } from '../shared/useAction.ts';
import { useCanteen } from './context.ts';
import { DayOrders } from './DayOrders.tsx';
import { useCanteenStyles } from './styles.ts';
import { addDays, dateIn, isoWeek, isoWeekday, mondayOf } from './week.ts';

/** orderedFood (kitchen): what to cook on a day, the pick-up list, and the week as an Excel file. */
export function OrderedFoodView() {
  const t = useT();
  const format = useFormat();
  const locale = useLocale();
  const styles = useCanteenStyles();
  const { api, canteen } = useCanteen();
  const { run, busy } = useAction('canteen');
  const [date, setDate] = useState(() => {
    const today = dateIn(new Date(), canteen.timeZone);
    return isoWeekday(today) >= 6 ? addDays(mondayOf(today), 7) : today;
  });
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const day = useLoad(valid ? (signal) => api.orderedArticles(canteen.id, date, signal) : null, [
    api,
    canteen.id,
    date,
    valid,
  ]);
  const monday = valid ? mondayOf(date) : null;

  const exportWeek = (from: string) =>
    run(
      async () => {
        const { blob, fileName } = await api.exportOrders(canteen.id, from, addDays(from, 6), locale);
        saveBlob(blob, fileName);
        return fileName;
      },
      (fileName) => t('canteen.ui.exported', { fileName }),
    );

  return (
    <>
      <div className={styles.toolbar}>
        <Field label={t('canteen.ui.date')}>
          <Input type="date" value={date} onChange={(_, d) => setDate(d.value)} />
        </Field>
        <Button appearance="primary" onClick={() => monday && void exportWeek(monday)} disabled={!monday || busy}>
          {t('canteen.ui.exportExcel')}
        </Button>
        {monday && (
          <span className={styles.muted}>
            {t('canteen.ui.weekLabel', {
              week: isoWeek(monday),
              from: format.date(monday),
              to: format.date(addDays(monday, 4)),
            })}
          </span>
        )}
        {busy && <Spinner size="tiny" aria-label={t('canteen.ui.exporting')} />}
      </div>
      {valid ? (
        <LoadView load={day} namespace="canteen">
          {(data) =>
            data.plan ? (
              <DayOrders date={date} data={data} />
            ) : (
              <Notice
                title={t('canteen.ui.noPlanTitle')}
                text={t('canteen.ui.noPlanOn', { day: format.weekdayDate(date) })}
              />
            )
          }
        </LoadView>
      ) : null}
    </>
  );
}
