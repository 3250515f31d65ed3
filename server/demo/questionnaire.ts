import { coronaSelfDeclarationId } from '../../contract/info-system-modules.ts';
import { QuestionDataType } from '../../contract/questionnaire.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';

const q = (n: number) => `6f1c2d0e-8a4b-4c1e-9e57-2b7d1c9a4e${String(10 + n).padStart(2, '0')}`;

/** The self-declaration of the corona pages: three questions in five languages (idempotent). */
export async function seedQuestionnaires(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(t.questionnaire)
      .values({ id: coronaSelfDeclarationId, name: 'Selbstauskunft Corona' })
      .onConflictDoNothing();
    const questions = [
      {
        id: q(1),
        position: 1,
        dataType: QuestionDataType.yesNo,
        questionText: {
          de: 'Haben Sie heute Symptome einer Atemwegserkrankung (Fieber, Husten, Halsschmerzen)?',
          en: 'Do you have symptoms of a respiratory illness today (fever, cough, sore throat)?',
          cs: 'Máte dnes příznaky onemocnění dýchacích cest (horečka, kašel, bolest v krku)?',
          fr: 'Avez-vous aujourd’hui des symptômes d’une maladie respiratoire (fièvre, toux, mal de gorge) ?',
          it: 'Oggi ha sintomi di una malattia respiratoria (febbre, tosse, mal di gola)?',
        },
        hint: {
          de: 'Mit Symptomen bleiben Sie bitte zu Hause und melden sich bei Ihrer Führungskraft.',
          en: 'With symptoms, please stay at home and inform your manager.',
          cs: 'Máte-li příznaky, zůstaňte prosím doma a informujte svého nadřízeného.',
          fr: 'En cas de symptômes, restez chez vous et informez votre responsable.',
          it: 'Con sintomi resti a casa e informi il suo responsabile.',
        },
        possibleValues: null,
      },
      {
        id: q(2),
        position: 2,
        dataType: QuestionDataType.yesNo,
        questionText: {
          de: 'Hatten Sie in den letzten fünf Tagen engen Kontakt zu einer positiv getesteten Person?',
          en: 'Have you been in close contact with a person who tested positive in the last five days?',
          cs: 'Byli jste v posledních pěti dnech v úzkém kontaktu s pozitivně testovanou osobou?',
          fr: 'Avez-vous été en contact étroit avec une personne testée positive au cours des cinq derniers jours ?',
          it: 'Negli ultimi cinque giorni ha avuto contatti stretti con una persona risultata positiva?',
        },
        hint: null,
        possibleValues: null,
      },
      {
        id: q(3),
        position: 3,
        dataType: QuestionDataType.choice,
        questionText: {
          de: 'Wo arbeiten Sie diese Woche?',
          en: 'Where are you working this week?',
          cs: 'Kde tento týden pracujete?',
          fr: 'Où travaillez-vous cette semaine ?',
          it: 'Dove lavora questa settimana?',
        },
        hint: null,
        possibleValues: {
          site: { de: 'Am Standort', en: 'On site', cs: 'V závodě', fr: 'Sur site', it: 'In sede' },
          mobile: { de: 'Mobil', en: 'Remotely', cs: 'Na dálku', fr: 'À distance', it: 'Da remoto' },
          mixed: { de: 'Gemischt', en: 'Mixed', cs: 'Kombinovaně', fr: 'Mixte', it: 'Misto' },
        },
      },
    ];
    for (const question of questions) {
      await tx
        .insert(t.questionnaireQuestion)
        .values({ ...question, questionnaireId: coronaSelfDeclarationId })
        .onConflictDoNothing();
    }
  });
}
