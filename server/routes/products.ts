/**
 * POST /api/v1/Product/Personalized (the product list) and POST /api/v1/Product/calculator
 * (size, quantity, options and price of one product), spec shell §7.
 */
import { pageSchema, patternSchema, sortSchema } from './listQuerySchema';
import type { FastifyPluginAsync } from 'fastify';
import { ApiErrorKey } from '../../src/domain/apiErrors';
import type { CalculatorRequest, PersonalizedRequest } from '../../src/domain/product';
import { maxQuantityFrom } from '../../src/domain/quantity';
import type { RuntimeEnvConfigs } from '../../src/domain/runtimeConfig';
import { calculate } from '../catalogue/calculator';
import {
  localiseListItem,
  localiseProduct,
  noticePhrases,
  priceLabelPhrases,
  requestTexts,
} from '../catalogue/localise';
import { listProducts, loadProduct } from '../catalogue/repository';
import {
  MAX_PAGE_SIZE,
  MAX_PATTERN_LENGTH,
  personalize,
  personalizedQuery,
} from '../catalogue/search';
import type { Db } from '../db/database';
import { HttpError } from '../http/httpError';

/** Options of the product routes. */
export interface ProductRouteOptions {
  db: Db;
  envConfigs: RuntimeEnvConfigs;
}

/** Longest accessory or option key accepted, characters. */
const MAX_KEY_LENGTH = 100;

const personalizedSchema = {
  type: 'object',
  properties: {
    page: pageSchema(MAX_PAGE_SIZE),
    sort: sortSchema(['name', 'score']),
    pattern: patternSchema(MAX_PATTERN_LENGTH),
  },
} as const;

const calculatorSchema = {
  type: 'object',
  required: ['productId'],
  properties: {
    productId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    // Inches. Sign, range and decimals are product rules (400 sizeOutOfRange), checked after the schema.
    width: { type: 'number' },
    height: { type: 'number' },
    measurementUnit: { type: 'integer', enum: [0, 5] },
    // Whole numbers, min/step/max are product rules (400 quantityInvalid).
    quantity: { type: 'number' },
    selectedOptionKeys: {
      type: 'object',
      maxProperties: 50,
      additionalProperties: {
        type: 'array',
        maxItems: 50,
        items: { type: 'string', maxLength: MAX_KEY_LENGTH },
      },
    },
    changedAccessory: { type: ['string', 'null'], maxLength: MAX_KEY_LENGTH },
  },
} as const;

const productRoutes: FastifyPluginAsync<ProductRouteOptions> = async (app, options) => {
  const { db } = options;

  app.post<{ Body: PersonalizedRequest }>(
    '/Product/Personalized',
    { schema: { body: personalizedSchema } },
    async (request) => {
      const body = { ...request.body, pattern: request.body.pattern ?? undefined };
      // Names in the visitor's language before the search, so a pattern and the name order see them.
      const texts = await requestTexts(db, request.session.id);
      const listed = (await listProducts(db)).map((p) => ({
        ...p,
        item: localiseListItem(p.item, texts),
      }));
      return personalize(listed, personalizedQuery(body));
    },
  );

  app.post<{ Body: CalculatorRequest }>(
    '/Product/calculator',
    { schema: { body: calculatorSchema } },
    async (request) => {
      const product = await loadProduct(db, request.body.productId);
      if (!product) throw HttpError.validation(ApiErrorKey.productNotFound, 'productId', 404);
      // Names, reasons and so the price lines and notices in the visitor's language; keys as sent.
      const texts = await requestTexts(db, request.session.id);
      const outcome = calculate(
        localiseProduct(product, texts),
        request.body,
        maxQuantityFrom(options.envConfigs.MAX_QUANTITY),
        noticePhrases(texts),
        priceLabelPhrases(texts),
      );
      if (!outcome.ok)
        throw HttpError.validation(
          outcome.refusal.key,
          outcome.refusal.field,
          outcome.refusal.status,
        );
      return outcome.calculator;
    },
  );
};

/** Product/Personalized and Product/calculator. */
export default productRoutes;
