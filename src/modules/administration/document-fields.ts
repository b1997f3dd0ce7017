/** The secrecy and urgency marks of an official document (GB/T 9704: 密级, 紧急程度), shared by incoming and outgoing. */
export const SECRECY = ['none', 'secret', 'confidential', 'topSecret'] as const;
export const URGENCY = ['normal', 'urgent', 'extraUrgent'] as const;
