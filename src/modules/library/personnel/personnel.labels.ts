import type { ModuleLabels } from '../../module.types.ts';

/** Personnel in Chinese (the source), English and Spanish. */
export const personnelLabels: ModuleLabels = {
  title: { zh: '人员', en: 'Personnel', es: 'Personal' },
  fields: {
    name: { zh: '姓名', en: 'Name', es: 'Nombre' },
    sex: { zh: '性别', en: 'Sex', es: 'Sexo' },
    idCard: { zh: '身份证号', en: 'ID card number', es: 'Documento de identidad' },
    mobile: { zh: '手机', en: 'Mobile', es: 'Móvil' },
    email: { zh: '邮箱', en: 'Email', es: 'Correo' },
    office: { zh: '所属部门', en: 'Department', es: 'Departamento' },
    professionalTitle: { zh: '职称', en: 'Professional title', es: 'Categoría profesional' },
    qualifications: { zh: '执业资格', en: 'Qualifications', es: 'Habilitaciones' },
    certificateNo: { zh: '注册证书编号', en: 'Registration number', es: 'Número de registro' },
    entryDate: { zh: '入职日期', en: 'Joined', es: 'Incorporación' },
    resume: { zh: '个人简历', en: 'Résumé', es: 'Currículum' },
    photos: { zh: '照片', en: 'Photo', es: 'Foto' },
  },
  options: {
    professionalTitle: {
      senior2: { zh: '正高级', en: 'Professor-level senior', es: 'Superior catedrático' },
      senior: { zh: '高级', en: 'Senior', es: 'Superior' },
      intermediate: { zh: '中级', en: 'Intermediate', es: 'Intermedio' },
      junior: { zh: '初级', en: 'Junior', es: 'Inicial' },
    },
    qualifications: {
      costEngineer: { zh: '注册造价工程师', en: 'Registered cost engineer', es: 'Ingeniero de costes colegiado' },
      constructor1: { zh: '一级建造师', en: 'Class 1 constructor', es: 'Constructor de clase 1' },
      supervisor: { zh: '监理工程师', en: 'Supervision engineer', es: 'Ingeniero de supervisión' },
      consultant: { zh: '咨询工程师', en: 'Consulting engineer', es: 'Ingeniero consultor' },
      tenderer: { zh: '招标师', en: 'Tendering professional', es: 'Profesional de licitaciones' },
    },
  },
};
