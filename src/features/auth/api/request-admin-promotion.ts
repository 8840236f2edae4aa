import { supabase } from '../../../lib/supabase';

type PromotionOutcome = 'promoted' | 'not-admin' | 'failed';

/**
 * Asks the `admin` edge function to promote the signed-in caller. The function alone decides
 * (ADMIN_EMAILS); 403 is the normal answer for everybody else. Never throws: sign-in goes on.
 */
export async function requestAdminPromotion(): Promise<PromotionOutcome> {
  try {
    const { error } = await supabase.functions.invoke('admin', { body: { action: 'promote' } });
    if (!error) return 'promoted';
    const status = (error as { context?: { status?: number } }).context?.status;
    if (status === 403) return 'not-admin';
    console.warn('Admin promotion check failed', error);
    return 'failed';
  } catch (error) {
    console.warn('Admin promotion check failed', error);
    return 'failed';
  }
}
