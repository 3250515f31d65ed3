/** The canteen's typed API module (the order system) over the shared portal client. */
import type { KyInstance } from 'ky';
import type {
  CanteenApplication,
  OrderedArticlesOfDay,
  PortalArticle,
  PortalOrder,
  PortalPlanItem,
} from '../../contract/canteen.ts';
import { fileNameFromDisposition } from '../shared/download.ts';

export interface ArticleBody {
  name: string;
  description: string | null;
  articlePrice: string;
  isDefault: boolean;
}

export interface PlanBody {
  date: string;
  name: string | null;
  includeDefaultArticles: boolean;
  planDetails: { articleId: string }[];
}

export interface OrderBody {
  planId: string;
  pickUpTime: string | null;
  pickUpLocation: string | null;
  orderDetails: { articleId: string; quantity: number }[];
}

function list<T>(value: unknown, what: string): T[] {
  if (!Array.isArray(value)) throw new TypeError(`Unexpected answer for ${what}: not a list`);
  return value as T[];
}

const e = encodeURIComponent;

export function canteenApi(http: KyInstance) {
  const get = async <T>(path: string, searchParams?: Record<string, string>, signal?: AbortSignal) =>
    list<T>(await http.get(path, { searchParams, signal }).json(), path);

  return {
    canteens: (signal?: AbortSignal) => get<CanteenApplication>('OrderSystemApplication', undefined, signal),
    articles: (app: string, signal?: AbortSignal) =>
      get<PortalArticle>(`OrderSystemArticle/${e(app)}/articles`, undefined, signal),
    createArticle: (app: string, body: ArticleBody) =>
      http.post(`OrderSystemArticle/${e(app)}/createArticle`, { json: body }).json<PortalArticle>(),
    /** 204: no body. */
    updateArticle: async (app: string, id: string, body: ArticleBody) => {
      await http.put(`OrderSystemArticle/${e(app)}/${e(id)}/updateArticle`, { json: body });
    },
    deleteArticle: async (app: string, id: string) => {
      await http.delete(`OrderSystemArticle/${e(app)}/${e(id)}/article`);
    },

    /** The plans of the week (Monday–Sunday) containing the date. */
    week: (app: string, date: string, signal?: AbortSignal) =>
      get<PortalPlanItem>(`OrderSystemPlan/${e(app)}/plan/items`, { date }, signal),
    plans: (app: string, from: string, to: string) =>
      get<PortalPlanItem>(`OrderSystemPlan/${e(app)}/plans`, { from, to }),
    createPlan: (app: string, body: PlanBody) =>
      http.post(`OrderSystemPlan/${e(app)}/createPlan`, { json: body }).json<PortalPlanItem>(),
    deletePlan: async (app: string, id: string) => {
      await http.delete(`OrderSystemPlan/${e(app)}/${e(id)}/deletePlan`);
    },
    copyWeek: async (app: string, fromDate: string, toDate: string) => {
      await http.post(`OrderSystemPlan/${e(app)}/copyWeek`, { json: { fromDate, toDate } });
    },

    /** Creates an order; the idempotency key makes a retried request order only once. */
    createOrder: (app: string, body: OrderBody, idempotencyKey: string) =>
      http
        .post(`OrderSystemUserOrder/${e(app)}/createOrder`, {
          json: body,
          headers: { 'Idempotency-Key': idempotencyKey },
        })
        .json<PortalOrder>(),
    /** 204: no body. */
    updateOrder: async (app: string, id: string, body: OrderBody) => {
      await http.put(`OrderSystemUserOrder/${e(app)}/${e(id)}/updateOrder`, { json: body });
    },
    deleteOrder: async (app: string, id: string) => {
      await http.delete(`OrderSystemUserOrder/${e(app)}/${e(id)}/deleteOrder`);
    },
    myOrders: (app: string, from: string, to: string, signal?: AbortSignal) =>
      get<PortalOrder>(`OrderSystemUserOrder/${e(app)}/orderedUserArticles`, { from, to }, signal),

    orderedArticles: (app: string, date: string, signal?: AbortSignal) =>
      http
        .get(`OrderSystemOrder/${e(app)}/orderedArticles`, { searchParams: { date }, signal })
        .json<OrderedArticlesOfDay>(),
    /** The XLSX export of the orders from..to (texts in the locale). */
    exportOrders: async (app: string, from: string, to: string, locale: string) => {
      const response = await http.get(`OrderSystemOrder/${e(app)}/export`, {
        searchParams: { from, to, locale },
        headers: { accept: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
        timeout: 60_000,
      });
      const blob = await response.blob();
      return {
        blob,
        fileName: fileNameFromDisposition(response.headers.get('content-disposition'), `orders_${from}_${to}.xlsx`),
      };
    },
  };
}

export type CanteenApi = ReturnType<typeof canteenApi>;
