/** The canteen order system's answers as zod schemas, tied to contract/canteen.ts with `satisfies`. */
import { z } from 'zod';
import type {
  CanteenApplication,
  OrderedArticle,
  OrderedArticlesOfDay,
  PortalArticle,
  PortalOrder,
  PortalOrderDetail,
  PortalOrderUser,
  PortalPlanDetail,
  PortalPlanItem,
} from '../canteen.ts';

const nullableText = z.string().nullable();
/** Prices travel as decimal strings (`"4.80"`). */
const price = z.string().meta({ examples: ['4.80'] });

export const canteenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  location: z.string(),
  timeZone: z.string(),
  pickUpLocations: z.array(z.string()),
  pickUpTimes: z.array(z.string()),
}) satisfies z.ZodType<CanteenApplication>;

export const articleSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: nullableText,
  articlePrice: price,
  isDefault: z.boolean(),
  applicationId: z.uuid(),
}) satisfies z.ZodType<PortalArticle>;

const planDetailSchema = z.object({
  id: z.uuid(),
  planId: z.uuid(),
  articleId: z.uuid(),
  articlePrice: price,
  articleName: z.string(),
  articleDescription: nullableText,
  orderDate: z.string(),
}) satisfies z.ZodType<PortalPlanDetail>;

export const planSchema = z.object({
  id: z.uuid(),
  date: z.string(),
  name: nullableText,
  includeDefaultArticles: z.boolean(),
  applicationId: z.uuid(),
  orderableUntil: z.string(),
  visibleFrom: nullableText,
  planDetails: z.array(planDetailSchema),
}) satisfies z.ZodType<PortalPlanItem>;

const orderUserSchema = z.object({
  id: z.uuid(),
  firstName: nullableText,
  lastName: nullableText,
}) satisfies z.ZodType<PortalOrderUser>;

const orderDetailSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  articleId: z.uuid(),
  quantity: z.number().int(),
  articlePrice: price,
  articleName: z.string(),
  articleDescription: nullableText,
}) satisfies z.ZodType<PortalOrderDetail>;

export const orderSchema = z.object({
  id: z.uuid(),
  orderTimestamp: z.string(),
  pickUpTime: nullableText,
  pickUpLocation: nullableText,
  userId: z.uuid(),
  planId: z.uuid(),
  applicationId: z.uuid(),
  orderDetails: z.array(orderDetailSchema),
  user: orderUserSchema,
  plan: planSchema,
  totalPrice: price,
}) satisfies z.ZodType<PortalOrder>;

const orderedArticleSchema = z.object({
  articleId: z.uuid(),
  articleName: z.string(),
  articleDescription: nullableText,
  articlePrice: price,
  quantity: z.number().int(),
  totalPrice: price,
}) satisfies z.ZodType<OrderedArticle>;

export const orderedArticlesOfDaySchema = z.object({
  applicationId: z.uuid(),
  date: z.string(),
  plan: planSchema.nullable(),
  articles: z.array(orderedArticleSchema),
  totalQuantity: z.number().int(),
  totalPrice: price,
  orders: z.array(orderSchema),
}) satisfies z.ZodType<OrderedArticlesOfDay>;
