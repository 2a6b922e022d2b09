import { toDate } from '../convert.js';
import type { ContactMessage, ContactMessageInput, Lead, LeadInput } from '../domain.js';
import { isRowId } from '../ids.js';
import type { Db } from '../schema.js';

/** Stores a lead from the landing page. `phone` blank → null; email stored trimmed. */
export async function createLead(db: Db, lead: LeadInput): Promise<Lead> {
  const row = await db
    .insertInto('leads')
    .values({
      full_name: lead.fullName.trim(),
      email: lead.email.trim(),
      phone: lead.phone?.trim() || null,
      include_calculator: lead.includeCalculator ?? false,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    includeCalculator: row.include_calculator,
    emailSent: row.email_sent,
    createdAt: toDate(row.created_at),
  };
}

/** Records that the lead's email went out. Returns false when there is no such lead. */
export async function markLeadEmailSent(db: Db, id: number): Promise<boolean> {
  if (!isRowId(id)) return false;
  const result = await db
    .updateTable('leads')
    .set({ email_sent: true })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Stores a contact-form message (kept even if emailing the broker fails). */
export async function createContactMessage(db: Db, msg: ContactMessageInput): Promise<ContactMessage> {
  const row = await db
    .insertInto('contact_messages')
    .values({ name: msg.name.trim(), email: msg.email.trim(), message: msg.message })
    .returningAll()
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    createdAt: toDate(row.created_at),
  };
}
