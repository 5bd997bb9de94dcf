export { ServicePageLayout as default } from '@/features/services/ServicePageLayout'
