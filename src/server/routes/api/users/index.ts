/**
 * User management for administrators: list (paged, searched, sorted), read, create,
 * edit, delete, change role, reset password. Every route is admin-only, reads included,
 * because user data is private. Guards: an administrator cannot delete themself, and
 * the last administrator can be neither deleted nor demoted (users-repository).
 * Self-service (register, me) is in ../auth.
 */
import { onField } from '@domain/error-codes';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageSchemaOf, toPage } from '@domain/paging';
import {
  PasswordResetSchema,
  RoleChangeSchema,
  RoleSchema,
  UserCreateSchema,
  UserSchema,
  UserUpdateSchema,
} from '@domain/schemas/user';
import { hashPassword } from '../../../auth/password';
import { USER_SORT_FIELDS } from '../../../plugins/app/users/list-users';
import { conflict, notFound } from '../../../lib/http-errors';
import { orRefuse } from '../../refused';
import { bearerAuth, IdParamsSchema, writeErrors } from '../../shared';
import { sortablePageQuery } from '../../sortable-page-query';

const admin = { access: 'admin' as const };
const tags = ['users'];
const ListQuerySchema = sortablePageQuery(USER_SORT_FIELDS).extend({
  q: z.string().trim().max(200, 'Search is at most 200 characters').optional(),
  role: RoleSchema.optional(),
});

const routes: FastifyPluginAsyncZod<Record<string, unknown>> = async (app) => {
  const users = app.usersRepository;

  app.get(
    '/',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'List users (page, sort by createdAt, email or username, search with q, filter by role)',
        security: bearerAuth,
        querystring: ListQuerySchema,
        response: { 200: pageSchemaOf(UserSchema), ...writeErrors },
      },
    },
    async (request) => {
      const query = request.query;
      const { rows, total } = await users.list({ ...query, q: query.q || undefined });
      return toPage(rows, total, query);
    },
  );

  app.get(
    '/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One user',
        security: bearerAuth,
        params: IdParamsSchema,
        response: { 200: UserSchema, ...writeErrors },
      },
    },
    async (request) => {
      const user = await users.findById(request.params.id);
      if (!user) throw notFound('User');
      return user;
    },
  );

  app.post(
    '/',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Create a user with a password',
        security: bearerAuth,
        body: UserCreateSchema,
        response: { 201: UserSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { password, ...input } = request.body;
      const user = orRefuse(
        await users.create({
          ...input,
          passwordHash: await hashPassword(password),
          provider: 'local',
        }),
        'User',
      );
      request.auditEntityId = user.id;
      return reply.code(201).send(user);
    },
  );

  app.put(
    '/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: "Edit a user's names and photo",
        security: bearerAuth,
        params: IdParamsSchema,
        body: UserUpdateSchema,
        response: { 200: UserSchema, ...writeErrors },
      },
    },
    async (request) => {
      const user = await users.update(request.params.id, request.body);
      if (!user) throw notFound('User');
      return user;
    },
  );

  app.delete(
    '/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete a user (not yourself, not the last administrator)',
        security: bearerAuth,
        params: IdParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...writeErrors },
      },
    },
    async (request, reply) => {
      if (request.params.id === app.requireUser(request).id) {
        throw conflict(
          'own_account',
          'You cannot delete your own account',
          onField('id', 'own_account', 'This is your own account'),
        );
      }
      if (!orRefuse(await users.remove(request.params.id), 'User')) throw notFound('User');
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/:id/role',
    {
      config: admin,
      schema: {
        tags,
        summary: "Change a user's role (the last administrator stays one)",
        security: bearerAuth,
        params: IdParamsSchema,
        body: RoleChangeSchema,
        response: { 200: UserSchema, ...writeErrors },
      },
    },
    async (request) => {
      const user = orRefuse(await users.changeRole(request.params.id, request.body.role), 'User');
      if (!user) throw notFound('User');
      return user;
    },
  );

  app.put(
    '/:id/reset-password',
    {
      config: admin,
      schema: {
        tags,
        summary: "Set a user's password and sign them out everywhere",
        security: bearerAuth,
        params: IdParamsSchema,
        body: PasswordResetSchema,
        response: { 204: z.null().describe('Password changed'), ...writeErrors },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await users.setPasswordHash(id, await hashPassword(request.body.password)))) {
        throw notFound('User');
      }
      await app.sessionsRepository.revokeAllOf(id);
      return reply.code(204).send(null);
    },
  );
};

export default routes;
